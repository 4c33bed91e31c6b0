import { fileURLToPath } from 'node:url';
import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// The test harness (@agent-portal/test-utils) imports @agent-portal/ui-kit; resolve it to this
// package's sources so the tests and the harness share one module instance, never src beside dist.
export default defineConfig({
  // The toaster's tests need the toast module's first load (it loads notistack on first use).
  ...domPreset({ setupFiles: ['@agent-portal/test-utils/setup'], isolatedFiles: ['src/toast/*.test.tsx'] }),
  resolve: {
    alias: [{ find: /^@agent-portal\/ui-kit$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
});
