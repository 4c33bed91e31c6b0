/**
 * The in-portal target of a compliance check's `fix_href` (docs/CONTRACTS.md "Compliance":
 * `/my-profile#licence`, `/my-profile#essential-documents`, `/my-profile#recurring-transactions`),
 * or `undefined` when it is not a path of this portal: only `/…` is accepted, never `//host`,
 * `/\host`, a scheme (`javascript:`, `https:`) or control characters.
 * @param href - the check's `fix_href`.
 */
export function safeFixHref(href: string | null | undefined): string | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(href)) return undefined;
  return href;
}
