import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { preloadLandingRoute } from './vite/preloadLandingRoute';

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

export default defineConfig({
  plugins: [react(), preloadLandingRoute([/src\/boot\.tsx$/, /DashboardRoute\.[jt]sx?$/]), precompressed],
  build: {
    modulePreload: { resolveDependencies },
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: sandbox, changeOrigin: false, ws: p === '/socket.io' }])),
  },
});
