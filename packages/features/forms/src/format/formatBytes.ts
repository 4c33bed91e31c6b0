const KIB = 1024;
const MIB = KIB * 1024;

/**
 * A file size for people, in the given language: bytes below 1 KiB, kilobytes below
 * 1 MiB, else megabytes (1024-based, at most one decimal), e.g. `1.5 kB`, `2.3 MB`.
 * @param bytes - the size in bytes (`FormItem.size_bytes`).
 * @param language - a BCP 47 language (`useFormatters().language`).
 */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes < KIB ? [bytes, 'byte'] : bytes < MIB ? [bytes / KIB, 'kilobyte'] : [bytes / MIB, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(value);
}
