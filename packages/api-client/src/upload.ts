import { buildGatewayUrl, type GatewayError } from './gatewayBaseQuery.js';
import { getGatewayOptions } from './gatewayConfig.js';

/** One file part of a multipart upload. */
export interface UploadFilePart {
  /** Multipart field name, e.g. `file` or `attachments`. */
  field: string;
  file: File;
}

/** Options of {@link uploadWithProgress}. */
export interface UploadOptions {
  /** Gateway path under `integration/v1`, e.g. `/users/upload-essential-documents`. */
  path: string;
  /** One file sent in the field `file` (the essential documents and the profile picture). */
  file?: File;
  /** Files in named fields (e.g. up to 3 `attachments` of a support ticket), after `file`. */
  files?: readonly UploadFilePart[];
  /** Text fields, sent before the files (so the gateway can reject bad text before reading bytes). */
  fields?: Readonly<Record<string, string>>;
  /** Called with 0..100 as bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (rejects with status `FETCH_ERROR`). */
  signal?: AbortSignal;
  /**
   * The `Accept-Language` of this upload (the language of the gateway's answer and error
   * `message`). Default: the gateway's `getLanguage()` (the `lang` cookie), as every gateway call
   * (issue #29, spec §2); an empty string falls back to it too.
   */
  acceptLanguage?: string;
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((row) => row.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const NOT_CONFIGURED: GatewayError = { status: 'CUSTOM_ERROR', data: undefined, message: 'The gateway client is not configured.', messageSource: 'network' };
const NETWORK: GatewayError = {
  status: 'FETCH_ERROR',
  data: undefined,
  message: 'The server could not be reached. Check your connection and try again.',
  messageSource: 'network',
};

function hasMessage(body: unknown): body is { message: string } {
  return !!body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' && (body as { message: string }).message !== '';
}

/** The error of a failed answer: the server's `message` (`server`), else the status text (`status`). */
function failure(status: number, body: unknown, statusText: string): GatewayError {
  return hasMessage(body)
    ? { status, data: body, message: body.message, messageSource: 'server' }
    : { status, data: body, message: statusText || `HTTP ${status}`, messageSource: 'status' };
}

/**
 * POSTs a multipart form to the gateway (`integration/v1` + `path`) with upload progress, which
 * RTK Query's fetch cannot report (issues #4, #12). Carries what the base query carries: the
 * bearer token (`getAccessToken`), the CSRF double-submit header (same origin only) and
 * `Accept-Language` (`acceptLanguage`, else `getLanguage()`; issue #29).
 * @returns the response envelope's `data`.
 * @throws a {@link GatewayError}-shaped object with the server's `message` (4xx/5xx: 400 bad
 *   fields, 413 too large, 415 wrong type) or a network message (`FETCH_ERROR`, also on abort).
 */
export function uploadWithProgress<T>({ path, file, files = [], fields = {}, onProgress, signal, acceptLanguage }: UploadOptions): Promise<T> {
  const options = getGatewayOptions();
  if (!options) return Promise.reject<T>(NOT_CONFIGURED);
  const url = buildGatewayUrl(options.gatewayUrl, { service: 'integration', version: 'v1', path });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const lang = acceptLanguage || options.getLanguage();
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
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
      reject(failure(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(NETWORK);
    xhr.onabort = () => reject(NETWORK);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', file, file.name);
    for (const part of files) form.append(part.field, part.file, part.file.name);
    xhr.send(form);
  });
}

/**
 * GETs a file the gateway serves only to its owner (e.g. a ticket attachment,
 * `GET /integration/v1/support/tickets/{id}/attachments/{attachment_id}`) with the bearer token,
 * as a Blob. Unlike bucket files (`publicFileUrl`, `hubFileUrl`) these need credentials.
 * @param path - gateway path under `integration/v1`.
 * @param signal - aborts the download.
 * @param extraHeaders - more request headers. `Accept-Language` is the gateway's `getLanguage()` by
 *   default (issue #29); one given here wins (e.g. the page's language for the CSV statement written
 *   in it, issue #28 item 4; ARCHITECTURE §7 "languages of the gateway's content"), an empty one is ignored.
 *   `Authorization` is always the bearer token.
 * @throws a {@link GatewayError}-shaped object: the server's `message` (404 for another agent's file) or a network message.
 */
export async function fetchGatewayBlob(path: string, signal?: AbortSignal, extraHeaders?: Readonly<Record<string, string>>): Promise<Blob> {
  const options = getGatewayOptions();
  if (!options) throw NOT_CONFIGURED;
  const url = buildGatewayUrl(options.gatewayUrl, { service: 'integration', version: 'v1', path });
  const headers: Record<string, string> = {};
  const lang = options.getLanguage();
  if (lang) headers['Accept-Language'] = lang;
  for (const [name, value] of Object.entries(extraHeaders ?? {})) {
    if (name.toLowerCase() !== 'accept-language') headers[name] = value;
    else if (value) headers['Accept-Language'] = value;
  }
  const token = options.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal });
  } catch {
    throw NETWORK;
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw failure(response.status, body, response.statusText);
  }
  return response.blob();
}
