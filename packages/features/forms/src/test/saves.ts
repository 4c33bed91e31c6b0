import { vi } from 'vitest';

/** One file the page saved: the `<a download>` name, and the blob behind its object URL. */
export interface SavedFile {
  name: string;
  blob: Blob | undefined;
}

/**
 * Captures what the page saves (spec §7 Files: blob + object URL + `<a download>` click):
 * `URL.createObjectURL` is a stub keeping each blob, and `HTMLAnchorElement.click` records
 * the anchor's `download` name instead of navigating (jsdom cannot). Call
 * {@link restoreSaves} after the test.
 * @returns the saved files, in order, filled as the page saves.
 */
export function captureSaves(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob | MediaSource) => {
    const url = `blob:https://localhost/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

/** Puts `URL.createObjectURL`/`revokeObjectURL` back and restores the mocks. */
export function restoreSaves(): void {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
}
