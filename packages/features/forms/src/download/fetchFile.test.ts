import { server, TEST_PUBLIC_BUCKET_URL } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSlowFile } from '../test/formsServer.js';
import { DownloadError, fetchFile, percentOf, type FileProgress } from './fetchFile.js';

const URL_OF = (path: string) => `${TEST_PUBLIC_BUCKET_URL}${path}`;

describe('fetchFile (spec §7 Files: plain blob GETs)', () => {
  it('reads the body as a stream and reports progress against Content-Length', async () => {
    const slow = serveSlowFile('forms/big.pdf', 1000);
    const seen: FileProgress[] = [];
    let halfway!: () => void;
    const reachedHalf = new Promise<void>((resolve) => {
      halfway = resolve;
    });
    const done = fetchFile(URL_OF('forms/big.pdf'), {
      onProgress: (p) => {
        seen.push(p);
        if (p.loaded === 500) halfway();
      },
    });
    await reachedHalf;
    expect(seen.at(-1)).toEqual({ loaded: 500, total: 1000 });
    slow.release();
    const blob = await done;
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('application/pdf');
    expect(seen[0]).toEqual({ loaded: 0, total: 1000 });
    expect(seen.at(-1)).toEqual({ loaded: 1000, total: 1000 });
  });

  it('a 404 is a DownloadError "notFound", another status "http" with the status', async () => {
    server.use(
      http.get(URL_OF('forms/missing.pdf'), () => new HttpResponse(null, { status: 404 })),
      http.get(URL_OF('forms/broken.pdf'), () => new HttpResponse(null, { status: 503 })),
    );
    await expect(fetchFile(URL_OF('forms/missing.pdf'))).rejects.toEqual(new DownloadError('notFound', 404));
    await expect(fetchFile(URL_OF('forms/broken.pdf'))).rejects.toMatchObject({ reason: 'http', status: 503 });
  });

  it('a network failure is "network"; no URL (storage not configured) is "unavailable"', async () => {
    server.use(http.get(URL_OF('forms/offline.pdf'), () => HttpResponse.error()));
    await expect(fetchFile(URL_OF('forms/offline.pdf'))).rejects.toMatchObject({ reason: 'network' });
    await expect(fetchFile(undefined)).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('percentOf: whole percent, capped at 100, null without a total', () => {
    expect(percentOf({ loaded: 1, total: 3 })).toBe(33);
    expect(percentOf({ loaded: 5, total: 4 })).toBe(100);
    expect(percentOf({ loaded: 5, total: null })).toBeNull();
  });
});
