/**
 * Why a file download failed: `notFound` (404: the file is missing from the bucket),
 * `http` (another error status), `network` (no answer, or the connection broke while
 * reading), `unavailable` (no URL: the bucket is not configured).
 */
export type DownloadFailure = 'notFound' | 'http' | 'network' | 'unavailable';

/** A failed file download; `reason` says why, `status` is the HTTP status when there was one. */
export class DownloadError extends Error {
  constructor(
    readonly reason: DownloadFailure,
    readonly status?: number,
  ) {
    super(`Download failed: ${reason}${status === undefined ? '' : ` (${status})`}`);
    this.name = 'DownloadError';
  }
}

/** Progress of one download, in bytes; `total` is the `Content-Length`, or null when the server sent none. */
export interface FileProgress {
  loaded: number;
  total: number | null;
}

/** Options of {@link fetchFile}. */
export interface FetchFileOptions {
  /** Called with 0 bytes once the headers are in, then after every chunk read. */
  onProgress?: (progress: FileProgress) => void;
  /** Aborts the download (the promise then rejects with the `AbortError`). */
  signal?: AbortSignal;
}

/** `Content-Length` as a byte count, or null when missing or not a number. */
function contentLength(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * GETs a file of the public bucket (spec §7 Files: plain blob GETs) and reads its body as
 * a stream, reporting progress against `Content-Length`, so a large file shows a
 * determinate progress bar.
 * @param url - the file's URL (`publicFileUrl(form.link)`); `undefined` fails with `unavailable`.
 * @returns the file as a `Blob` of the response's `Content-Type`.
 * @throws {@link DownloadError} `notFound` on 404, `http` on another error status,
 *   `network` when the request or the reading fails; the `AbortError` when aborted.
 */
export async function fetchFile(url: string | undefined, { onProgress, signal }: FetchFileOptions = {}): Promise<Blob> {
  if (!url) throw new DownloadError('unavailable');
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new DownloadError('network');
  }
  if (response.status === 404) throw new DownloadError('notFound', 404);
  if (!response.ok) throw new DownloadError('http', response.status);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = contentLength(response.headers.get('Content-Length'));
  onProgress?.({ loaded: 0, total });
  try {
    if (!response.body) {
      const blob = await response.blob();
      onProgress?.({ loaded: blob.size, total: total ?? blob.size });
      return blob;
    }
    const reader = response.body.getReader();
    const chunks: BlobPart[] = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total });
    }
    return new Blob(chunks, { type });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new DownloadError('network');
  }
}

/** Percent done (0–100, whole numbers), or null when the total is unknown. */
export function percentOf({ loaded, total }: FileProgress): number | null {
  if (total === null) return null;
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
