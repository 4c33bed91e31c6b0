import { buildGatewayUrl, getGatewayOptions, type GatewayError } from '@agent-portal/api-client';

/** Options of {@link uploadWithProgress}. */
export interface UploadOptions {
  /** Gateway path under `integration/v1`, e.g. `/users/upload-essential-documents`. */
  path: string;
  file: File;
  /** Called with 0..100 as bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (rejects with status `FETCH_ERROR`). */
  signal?: AbortSignal;
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((row) => row.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * Uploads one file as multipart (`file` field) to the gateway with upload progress, which
 * RTK Query's fetch cannot report (issue #4). Carries what the base query carries: the bearer
 * token (`getAccessToken`) and the CSRF double-submit header (same origin only).
 * @returns the response envelope's `data`.
 * @throws a {@link GatewayError}-shaped object with the server's `message` (4xx/5xx) or a network message.
 */
export function uploadWithProgress<T>({ path, file, onProgress, signal }: UploadOptions): Promise<T> {
  const options = getGatewayOptions();
  if (!options) {
    return Promise.reject<T>({ status: 'CUSTOM_ERROR', data: undefined, message: 'The gateway client is not configured.' } satisfies GatewayError);
  }
  const url = buildGatewayUrl(options.gatewayUrl, { service: 'integration', version: 'v1', path });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = options.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (new URL(url, location.href).origin === location.origin) {
      const csrf = readCookie(options.csrfCookieName);
      if (csrf) xhr.setRequestHeader(options.csrfHeaderName, csrf);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve((body as { data: T }).data);
        return;
      }
      const message =
        body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : xhr.statusText || `HTTP ${xhr.status}`;
      reject({ status: xhr.status, data: body, message } satisfies GatewayError);
    };
    const networkError = () =>
      reject({ status: 'FETCH_ERROR', data: undefined, message: 'The server could not be reached. Check your connection and try again.' } satisfies GatewayError);
    xhr.onerror = networkError;
    xhr.onabort = networkError;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
