import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the whole monorepo: every `*.stories.tsx` under
 * `packages/<name>/src` (ui-kit, auth-session, features/*) and the portal's own
 * (`apps/portal/src`: its offline state and update toast, issue #32). A package without
 * stories simply contributes none. Workspace packages are imported from their
 * built `dist` (build them first, see README).
 */
const config: StorybookConfig = {
  stories: [
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../../packages/features/*/src/**/*.stories.@(ts|tsx)',
    '../../portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // One tsconfig for every transformed file. Vite's per-file lookup follows the
  // packages' `extends: "@agent-portal/typescript-config/..."` through the
  // node_modules symlink and then fails on the preset's relative
  // `../../tsconfig.base.json` ("Tsconfig not found .../node_modules/tsconfig.base.json").
  viteFinal: (viteConfig) => {
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    const previousOnwarn = rolldownOptions.onwarn;
    return {
      ...viteConfig,
      tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          ...rolldownOptions,
          // MUI's `'use client'` directives mean nothing here; 127 of these drown real warnings.
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'PLUGIN_TIMINGS') return;
            if (previousOnwarn) previousOnwarn(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;
