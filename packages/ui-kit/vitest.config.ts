import { fileURLToPath } from 'node:url';
import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// The test harness (@agent-portal/test-utils) imports @agent-portal/ui-kit; resolve it to this
// package's sources so the tests and the harness share one module instance, never src beside dist.
export default defineConfig({
  ...domPreset({ setupFiles: ['@agent-portal/test-utils/setup'] }),
  resolve: {
    alias: [{ find: /^@agent-portal\/ui-kit$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
});
