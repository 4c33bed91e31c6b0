// @ts-check
import { fileURLToPath } from 'node:url';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

/**
 * A dynamic import with a variable in a TypeScript source (a translation resource's
 * `import(\`./locales/${language}.js\`)`, issue #30) is left to the test runner, which resolves it
 * when it runs (`./locales/fr.js` → `fr.ts`). Vite would turn it into a glob of `./locales/*.js`,
 * which finds no file beside the `.ts` sources ("Unknown variable dynamic import"); built `.js`
 * files (a package's `dist`) keep Vite's glob, as in the portal's build.
 */
const build = { dynamicImportVarsOptions: { exclude: [/node_modules/, /\.tsx?$/] } };

/**
 * Vitest preset for browser packages: jsdom at https://localhost/ (so Secure
 * cookies are accepted), Testing Library matchers and cleanup after each test.
 * Test files of a worker share one jsdom and one module registry (`isolate: false`):
 * creating a jsdom and importing MUI, MSW and the package again for every file took
 * four fifths of the suites' time (ui-kit: 88 s → 15 s). So a test file must leave
 * nothing behind — the setup files clear cookies, storage and the document after each
 * test. Files that need modules of their own — `vi.mock` of a module other files
 * import, or a module's first load — are listed in `isolatedFiles` and run in a
 * second project, each in a fresh jsdom and registry.
 * @param {{ setupFiles?: string[], isolatedFiles?: string[] }} [options] extra setup
 *   files of the package; globs (relative to the package) of the files to isolate.
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function domPreset(options = {}) {
  const include = ['src/**/*.test.{ts,tsx}'];
  const isolatedFiles = options.isolatedFiles ?? [];
  const test = {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    setupFiles: [setupDom, ...(options.setupFiles ?? [])],
    include,
    restoreMocks: true,
    isolate: false,
    testTimeout: 15000,
  };
  if (isolatedFiles.length === 0) return { build, test };
  // A project that extends the root merges arrays into the root's: `include` lives in the projects only.
  const { include: _include, ...shared } = test;
  return {
    build,
    test: {
      ...shared,
      projects: [
        { extends: true, test: { name: 'shared', include, exclude: isolatedFiles, isolate: false } },
        { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true } },
      ],
    },
  };
}

/**
 * Vitest preset for Node packages (the gateway sandbox). Test files of a worker share one
 * module registry (`isolate: false`; the sandbox suite: 220 s → 146 s): each file builds
 * its own app over its own database, and leaves nothing behind in module state.
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function nodePreset() {
  return {
    test: {
      environment: 'node',
      isolate: false,
      include: ['src/**/*.test.ts'],
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  };
}
