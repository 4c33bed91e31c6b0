/**
 * A gateway-given link as a portal path, or undefined: only same-origin paths (`/…`, not `//…`,
 * no backslash) are followed (security by default: redirects to our own origin only).
 */
export function safePortalPath(href: string | null | undefined): string | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return undefined;
  return href;
}
