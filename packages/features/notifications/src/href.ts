/**
 * Where a notification's `href` leads (§2 Notification page): nowhere, a portal
 * path (followed by the router), another origin (never followed blindly: the
 * portal asks first, then opens it in a new tab with `noopener noreferrer`), or
 * a link that must not be opened at all (`javascript:`, `data:`, malformed…).
 */
export type ResolvedHref =
  | { kind: 'none' }
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string; host: string }
  | { kind: 'unsafe' };

/**
 * Classifies a notification `href` against the portal's origin.
 * @param href - as the gateway sent it (a path like `/reports/payments`, or an absolute URL).
 * @param origin - the portal's origin, default `window.location.origin`.
 */
export function resolveHref(href: string, origin: string = window.location.origin): ResolvedHref {
  const raw = href.trim();
  if (!raw) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return { kind: 'unsafe' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unsafe' };
  if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href, host: url.host };
}
