import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadLandingRoute } from './vite/preloadLandingRoute';
import { PWA_OPTIONS, translatedManifests } from './vite/pwa';

/**
 * The portal is served by the gateway sandbox in production-like runs; `pnpm dev`
 * proxies the gateway, the identity provider, storage and config.json to a
 * sandbox on SANDBOX_URL (default http://localhost:4000).
 */
const sandbox = process.env.SANDBOX_URL ?? 'http://localhost:4000';
const proxied = ['/integration', '/sso', '/intercom', '/storage', '/config.json', '/socket.io'];

/**
 * Every text asset of the build also ships as `.br` and `.gz` beside it: the sandbox
 * serves them with `@fastify/static`'s `preCompressed` when the browser accepts
 * them (issue #8). Highest levels: compression happens once, at build time.
 * index.html is left out: the sandbox writes the runtime config into it per request
 * and compresses it on the fly.
 */
/**
 * The service worker and the web app manifest (issue #32, `vite/pwa.ts`), and one manifest per
 * language beside the English one, written once the English manifest (with its generated icons) is.
 */
const pwa = [
  VitePWA(PWA_OPTIONS),
  {
    name: 'agent-portal:translated-manifests',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(options) {
        const { readFile, writeFile } = await import('node:fs/promises');
        const dir = options.dir ?? 'dist';
        const english = JSON.parse(await readFile(path.join(dir, 'manifest.webmanifest'), 'utf8')) as Parameters<typeof translatedManifests>[0];
        for (const { fileName, manifest } of await translatedManifests(english)) {
          await writeFile(path.join(dir, fileName), JSON.stringify(manifest));
        }
      },
    },
  } satisfies Plugin,
];

const precompressed = compression({
  include: /\.(js|css|svg|json|txt)$/,
  exclude: /index\.html$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

/**
 * Which chunks a lazy import preloads beside itself (issue #8: every byte of the entry counts).
 * Vite writes, into the entry, the dependency list of every lazy chunk, so that a route's
 * shared chunks download in parallel with it; with some 40 lazy routes and modals that table
 * grew with each feature. The landing route (the dashboard) keeps its list — it is on the
 * first paint's path —; every other lazy chunk loads its dependencies through its own imports
 * when it is opened (one round trip later, off the first load's path). index.html's
 * modulepreload links are untouched.
 */
function resolveDependencies(filename: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'html' || /DashboardRoute-/.test(filename) ? deps : [];
}

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532,
 * #14102): its warnings and their strings ship in every bundle unless the production build
 * it also publishes is named by path. The portal's production build takes that one; the dev
 * server and the tests keep the development build and its warnings (issue #8).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The start-up code in one file (issue #8 §2–3). Left to itself, the bundler splits what
 * `boot.tsx` shares with the lazy routes into one chunk per set of routes sharing it (`react`,
 * `react-dom`, `utils`, `useTheme`, `ButtonBase`, …): the dashboard loaded 31 files, each
 * compressed on its own — ~9 KB gzip more than the same code in one file, and a request each.
 * `boot.tsx` is a second input (so Rolldown tags what it reaches by static imports, after
 * tree-shaking, `$initial`) and this group puts those modules in its file; the lazy routes
 * import what they share from it (it is on every first load anyway). Left out: `main.ts` and
 * index.html (the tiny entry must stay tiny: it runs before the first paint, `boot` after; with it the
 * install offer's capture, issue #32) and
 * Vite's virtual helpers, which the entry imports too; not following dependencies keeps
 * those out.
 */
const startupGroup: Rolldown.CodeSplittingGroup = {
  name: 'boot',
  tags: ['$initial'],
  includeDependenciesRecursively: false,
  test: (id) => !/^\0|(src\/main\.ts|src\/bootstrap\/installPromptCapture\.ts|index\.html)$/.test(id),
};

/**
 * `PORTAL_REACT_PROFILING=1` builds with React's profiling build of react-dom, whose `<Profiler>`
 * reports render times in production (`pnpm bench:shell` builds into a folder of its own with it,
 * issue #27 §3). Never set for the released portal: the profiling build is larger and slower.
 */
/**
 * workbox-window's ES2017 build (issue #32): its package's `module` is the ES5 build, 2.3 KB gzip
 * against 1.4 KB, loaded on every first visit (the service worker's registration); the portal
 * targets ES2022.
 */
const workboxWindowModern = {
  find: /^workbox-window$/,
  replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('workbox-window/package.json')), 'build/workbox-window.prod.mjs'),
};

const reactProfiling = process.env.PORTAL_REACT_PROFILING === '1' ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [];

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: [...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }, workboxWindowModern] : []), ...reactProfiling],
  },
  plugins: [react(), preloadLandingRoute([/src\/boot\.tsx$/, /DashboardRoute\.[jt]sx?$/, /DashboardWidgets\.[jt]sx?$/]), ...pwa, precompressed],
  build: {
    modulePreload: { resolveDependencies },
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: { index: 'index.html', boot: 'src/boot.tsx' },
      output: { codeSplitting: { groups: [startupGroup] } },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: sandbox, changeOrigin: false, ws: p === '/socket.io' }])),
  },
}));
