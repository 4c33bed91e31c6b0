import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this are sent as they are (bytes). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression (issue #8 §1) of what is not compressed at build time:
 * index.html, `/config.json` and the gateway's JSON answers, with brotli
 * (quality 5: fast enough per request) or gzip, as the browser's
 * `Accept-Encoding` allows. Files that already carry a `Content-Encoding` (the
 * portal's pre-compressed `.br`/`.gz` assets) and types that do not compress
 * (PNG, PDF…) are left alone.
 *
 * BREACH: compression leaks the length of a response that mixes a secret with
 * text an attacker chooses, when the attacker can make the victim's browser
 * send that request with its credentials. Gateway answers are authorised by
 * an `Authorization: Bearer` header that a cross-site page cannot make the
 * browser send, so they compress safely. The identity provider's pages
 * (`/idp/*`) are answered to cookie-less, cross-site navigations and reflect
 * query values: they opt out (`compress: false` on their routes) so a future
 * token in them cannot leak.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
