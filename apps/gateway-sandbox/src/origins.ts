import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config.js';

/**
 * The sandbox's public origin as the browser sees it: `PUBLIC_URL` when set,
 * else the request's protocol and Host header (e.g. `http://localhost:4000`)
 * when that origin is one of `config.allowedOrigins`, else the first allowed
 * origin. Never any Host a client sends: `/config.json`, `index.html` and the
 * sign-in page build every URL from it (issue #13 §4, Host header injection).
 */
export function publicOrigin(request: FastifyRequest, config: SandboxConfig): string {
  if (config.publicUrl) return config.publicUrl;
  try {
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    if (config.allowedOrigins.includes(origin)) return origin;
  } catch {
    // A malformed Host falls through to the configured origin.
  }
  return config.allowedOrigins[0]!;
}

/**
 * Resolves a sign-in `redirect_url` against `base` and accepts it only if it
 * lands on one of `allowed` origins (http/https). Relative paths like
 * `/dashboard` are resolved first, so tricks such as `//evil.test` or
 * `/\evil.test` are judged by where they really lead.
 * @returns the absolute URL to redirect to, or null when refused.
 */
export function acceptRedirect(raw: string, base: string, allowed: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowed.includes(url.origin) ? url : null;
}
