import { nodePreset } from '@agent-portal/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default defineConfig(
  mergeConfig(nodePreset(), {
    test: {
      // One seeded database, dumped once and loaded by every test file (src/test/harness.ts).
      globalSetup: ['./src/test/global-setup.ts'],
    },
  }),
);
