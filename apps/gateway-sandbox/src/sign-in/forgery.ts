import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from '../config.js';
import { publicOrigin } from '../origins.js';

/** `Sec-Fetch-Site` values of a request the browser made from this origin's page, or by the user (URL bar, bookmark). */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/**
 * Login CSRF check of `POST /idp/sign-in` (issue #13 §5): is the form post
 * coming from the sandbox's own sign-in page? A page elsewhere could
 * otherwise post the attacker's credentials and sign the victim's browser
 * into the attacker's account. The browser's own headers decide:
 * - `Sec-Fetch-Site` (Fetch Metadata, not settable by a page), when present,
 *   must be `same-origin` or `none`; `same-site` and `cross-site` are refused.
 * - `Origin`, when present, must be the sandbox's public origin
 *   ({@link publicOrigin}) or one of `config.allowedOrigins`. The literal
 *   `Origin: null` is accepted only together with `Sec-Fetch-Site: same-origin`:
 *   every response carries `Referrer-Policy: no-referrer`, and under that
 *   policy Chromium serialises the origin of the sign-in page's own form post
 *   as `null` (Fetch, "append a request Origin header"); without Fetch Metadata
 *   a `null` could come from any sandboxed frame or no-referrer page.
 * A request with neither header (curl, server-side clients, tests) is allowed:
 * only browsers can be tricked into posting, and they send at least one.
 * @returns true when the post may proceed; false → the route answers 403.
 */
export function isOwnSignInPost(request: FastifyRequest, config: SandboxConfig): boolean {
  const site = headerValue(request.headers['sec-fetch-site'])?.toLowerCase();
  if (site !== undefined && !OWN_FETCH_SITES.has(site)) return false;
  const origin = headerValue(request.headers.origin);
  if (origin === undefined) return true;
  if (origin === 'null') return site === 'same-origin';
  return origin === publicOrigin(request, config) || config.allowedOrigins.includes(origin);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  // A repeated header is suspicious: judge it by a value that cannot match.
  if (Array.isArray(value)) return value.length === 1 ? value[0]!.trim() : '';
  return value?.trim();
}
