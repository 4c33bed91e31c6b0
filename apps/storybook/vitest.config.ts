import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story as a test in Chromium (issue #14 §5), through Storybook's Vitest addon: each story
 * renders with the portal's providers (`.storybook/preview.tsx`) in a theme and a language chosen
 * from its id (`.storybook/vitest.setup.ts`: both themes and all six languages are covered across
 * the stories), its play function runs, and axe-core checks the document (0 serious or critical
 * violations). The story files share one page and one module registry (`isolate: false`: the
 * providers, MUI and axe load once; 400 s → 125 s for 310 stories on the 2-core machine).
 */
const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'stories',
    setupFiles: [fileURLToPath(new URL('.storybook/vitest.setup.ts', import.meta.url))],
    isolate: false,
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
