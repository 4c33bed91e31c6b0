import { fileURLToPath } from 'node:url';
import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// The test harness (@agent-portal/test-utils) imports @agent-portal/auth-session; resolve it to this
// package's sources so the tests and the harness share one module instance, never src beside dist.
export default defineConfig({
  // The session watch's chunk test counts the modal module's first load (its own module registry).
  ...domPreset({ setupFiles: ['@agent-portal/test-utils/setup'], isolatedFiles: ['src/SessionExpiryWatch.test.tsx'] }),
  resolve: {
    alias: [{ find: /^@agent-portal\/auth-session$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
});
