import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The portal is served by the gateway sandbox in production-like runs; `pnpm dev`
 * proxies the gateway, the identity provider, storage and config.json to a
 * sandbox on SANDBOX_URL (default http://localhost:4000).
 */
const sandbox = process.env.SANDBOX_URL ?? 'http://localhost:4000';
const proxied = ['/integration', '/sso', '/intercom', '/storage', '/config.json', '/socket.io'];

export default defineConfig({
  plugins: [react()],
  build: {
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
