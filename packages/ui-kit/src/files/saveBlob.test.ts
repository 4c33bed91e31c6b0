import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_LIFETIME_MS, saveBlob } from './saveBlob.js';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.useRealTimers();
});

describe('saveBlob (spec §7 Files)', () => {
  it('clicks a hidden <a download> on an object URL, removes it, and revokes the URL afterwards', () => {
    vi.useFakeTimers();
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    URL.createObjectURL = vi.fn(() => 'blob:https://localhost/1');
    URL.revokeObjectURL = vi.fn();
    const clicked: Array<{ download: string; href: string; inDocument: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, inDocument: document.body.contains(this) });
    });

    saveBlob(blob, 'SAMPLE-W-9.pdf');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ download: 'SAMPLE-W-9.pdf', href: 'blob:https://localhost/1', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://localhost/1');
  });
});
