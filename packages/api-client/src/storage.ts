/** Base URLs of the object-storage buckets (CONTRACTS: `GET /storage/hub/<path>`, `/storage/public/<path>`). */
export interface StorageOptions {
  /** Base URL of the hub bucket (private files, avatars), e.g. `https://gw.example.com/storage/hub/`. */
  hubBucketUrl: string;
  /** Base URL of the public bucket (forms, images), e.g. `https://gw.example.com/storage/public/`. */
  publicBucketUrl: string;
}

let storage: StorageOptions | undefined;

/**
 * Sets the bucket base URLs (from the runtime config) used by {@link hubFileUrl}
 * and {@link publicFileUrl}. Call once at start-up.
 * @param options - the two bucket base URLs; a missing trailing `/` is added.
 */
export function configureStorage(options: StorageOptions): void {
  const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  storage = { hubBucketUrl: withSlash(options.hubBucketUrl), publicBucketUrl: withSlash(options.publicBucketUrl) };
}

function fileUrl(base: string | undefined, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const encoded = path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join('/');
  return base === undefined ? undefined : `${base}${encoded}`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * URL of a file in the hub bucket, e.g. a profile's `avatar_url` (§3).
 * @param path - the path inside the bucket (segments are URL-encoded; absolute URLs pass through).
 * @returns the URL, or `undefined` when `path` is empty/null (show the default image) or storage is not configured.
 */
export function hubFileUrl(path: string | null | undefined): string | undefined {
  return fileUrl(storage?.hubBucketUrl, path);
}

/**
 * URL of a file in the public bucket (forms, sample files, images) (§7 Files).
 * @param path - the path inside the bucket.
 * @returns the URL, or `undefined` when `path` is empty/null or storage is not configured.
 */
export function publicFileUrl(path: string | null | undefined): string | undefined {
  return fileUrl(storage?.publicBucketUrl, path);
}
