import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

/** Name of the CSRF cookie (docs/CONTRACTS.md). */
export const CSRF_COOKIE = 'csrf_token';
/** Name of the CSRF request header, lower case as Node exposes it (`X-CSRF-Token`). */
export const CSRF_HEADER = 'x-csrf-token';

const TOKEN = /^[0-9a-f]{64}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets the `csrf_token` cookie (32 random bytes, hex; Secure, SameSite=Lax,
 * path `/`, readable by scripts) when the request does not already carry a
 * well-formed one. Called on `GET /config.json` and the SPA's index.html.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const current = request.cookies[CSRF_COOKIE];
  if (current && TOKEN.test(current)) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('hex'), {
    path: '/',
    secure: true,
    sameSite: 'lax',
    httpOnly: false,
  });
}

/**
 * `onRequest` hook of the gateway: a non-GET/HEAD/OPTIONS call must send the
 * header `X-CSRF-Token` equal to the `csrf_token` cookie (double submit).
 * @throws {@link HttpError} 403 when the header or cookie is missing or they differ.
 */
export async function csrfHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || !header) {
    throw new HttpError(403, 'The X-CSRF-Token header is missing. Reload the page and try again.');
  }
  if (!cookie) throw new HttpError(403, 'The csrf_token cookie is missing. Reload the page and try again.');
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(403, 'The X-CSRF-Token header does not match the csrf_token cookie. Reload the page and try again.');
  }
}
