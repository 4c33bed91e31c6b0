import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// The two files that mock the PDF viewer (`vi.mock`) need a module registry of their own.
export default defineConfig(
  domPreset({
    setupFiles: ['@agent-portal/test-utils/setup', './src/test/i18n.ts'],
    isolatedFiles: ['src/routes/BusinessOverviewRoute.test.tsx', 'src/test/stories.test.tsx'],
  }),
);
