import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CSP directives of every response (no inline scripts; MUI/emotion need inline styles). */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // 'self' covers the same origin's ws:/wss: (CSP 3): the socket only ever goes to this server (issue #13 §4).
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  // The portal's service worker (/sw.js) and web app manifest come from this origin only (issue #32).
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
};

/**
 * Serialises the CSP, optionally allowing more `form-action` targets (the
 * sign-in page: Chrome applies form-action to the redirect after the POST) and
 * more `script-src` sources (the portal's index.html: its one inline script by
 * hash, `'sha256-…'`; issue #8).
 */
export function cspHeader(extraFormAction: readonly string[] = [], extraScriptSrc: readonly string[] = []): string {
  const extra: Record<string, readonly string[]> = { 'form-action': extraFormAction, 'script-src': extraScriptSrc };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [name, ...values, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}

/**
 * The CSP sources of a page's inline classic scripts: `'sha256-<base64>'` of each
 * `<script>` without `src` whose type is not a JSON data block (those never run).
 * The portal's index.html has one, the theme boot (issue #8: the static shell
 * paints in the stored theme).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Registers @fastify/helmet: the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer` (the portal's URL briefly carries `?sso=<token>`),
 * `X-Frame-Options: DENY`. No HSTS and no upgrade-insecure-requests, which
 * would break plain http://localhost.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // same-site, not same-origin: the vite dev server (localhost:5173) shows avatars served from here.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * Headers of every `/socket.io` HTTP response (polling, the websocket handshake,
 * engine.io's errors), which socket.io answers on the raw Node server before
 * Fastify and helmet see them (issue #13 §4): no sniffing, no framing, no
 * referrer, nothing cached, nothing loadable as a document.
 */
export const SOCKET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};
