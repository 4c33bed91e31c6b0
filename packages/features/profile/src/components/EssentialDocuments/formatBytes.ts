/**
 * Formats a file size for the given language: MB from 1 MiB up, else KB (at least 1), one
 * decimal at most, e.g. `formatBytes(2048, 'en')` → `"2 KB"`, `formatBytes(1572864, 'de')` → `"1,5 MB"`.
 * @param bytes - the size in bytes.
 * @param language - a BCP 47 tag (the portal's active language, `useFormatters().language`).
 */
export function formatBytes(bytes: number, language: string): string {
  const nf = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${nf.format(bytes / (1024 * 1024))} MB`;
  return `${nf.format(Math.max(1, bytes / 1024))} KB`;
}
