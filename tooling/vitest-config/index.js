// @ts-check
import { fileURLToPath } from 'node:url';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

/**
 * Vitest preset for browser packages: jsdom at https://localhost/ (so Secure
 * cookies are accepted), Testing Library matchers and cleanup after each test.
 * @param {{ setupFiles?: string[] }} [options] extra setup files of the package.
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function domPreset(options = {}) {
  return {
    test: {
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'https://localhost/' } },
      setupFiles: [setupDom, ...(options.setupFiles ?? [])],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
}

/**
 * Vitest preset for Node packages (the gateway sandbox).
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function nodePreset() {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  };
}
