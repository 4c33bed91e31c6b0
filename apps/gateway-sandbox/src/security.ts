import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CSP directives of every response (no inline scripts; MUI/emotion need inline styles). */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Serialises the CSP, optionally allowing more `form-action` targets (the
 * sign-in page: Chrome applies form-action to the redirect after the POST).
 */
export function cspHeader(extraFormAction: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [name, ...(name === 'form-action' ? [...values, ...extraFormAction] : values)].join(' '))
    .join('; ');
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
