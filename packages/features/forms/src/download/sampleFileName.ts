/** Prefix of every saved sample form (spec §5, §9). */
export const SAMPLE_FILE_PREFIX = 'SAMPLE-';

/**
 * The name a sample-form attachment is saved under (spec §5 "Sample-download", §9): its
 * `name` with every space (any whitespace character) replaced by a hyphen, prefixed
 * {@link SAMPLE_FILE_PREFIX}.
 * @param name - the attachment's display name (`FormAttachment.name`, spec §3).
 * @returns e.g. `W-9 Request for Taxpayer Identification sample.pdf` →
 *   `SAMPLE-W-9-Request-for-Taxpayer-Identification-sample.pdf`.
 */
export function sampleFileName(name: string): string {
  return `${SAMPLE_FILE_PREFIX}${name.replace(/\s/g, '-')}`;
}
