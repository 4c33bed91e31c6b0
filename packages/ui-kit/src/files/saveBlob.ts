/** How long the object URL of a saved file lives after the click, in ms (the browser has taken the blob by then). */
export const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Saves `blob` as a file named `fileName` (spec §7 Files: downloads are plain blob GETs):
 * an object URL, a hidden `<a download>` clicked once and removed, the URL revoked
 * {@link OBJECT_URL_LIFETIME_MS} later.
 * @param blob - the file's content.
 * @param fileName - the name the browser saves it under (e.g. `SAMPLE-W-9-….pdf`).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
