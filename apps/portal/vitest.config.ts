import { fileURLToPath } from 'node:url';
import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  defineConfig(domPreset({ setupFiles: ['@agent-portal/test-utils/setup', './src/app/i18n.testSetup.ts'] })),
  // The service worker's registration module is vite-plugin-pwa's, a build plugin's virtual module (issue #32).
  { resolve: { alias: { 'virtual:pwa-register': fileURLToPath(new URL('./src/app/pwa/pwaRegister.stub.ts', import.meta.url)) } } },
);
