/**
 * Whether a Cache Storage cache is Workbox's precache of the release's static files
 * (`workbox-precache-v2-<scope>`): the one cache a logout keeps (issue #32 §6).
 */
export function isPrecache(name: string): boolean {
  return name.startsWith('workbox-precache-');
}

/**
 * Deletes every cache the portal wrote (Cache Storage) except the precache of the release's static
 * files (issue #32 §6, spec §4): the runtime cache of other hashed files, and anything else found
 * under the origin. Nothing personal is ever cached (the service worker caches no gateway URL), so
 * this is the last guard, not the only one. The service worker stays registered.
 * @param storage - the Cache Storage (default `caches`; absent on an insecure origin).
 * @returns the names deleted.
 */
export async function clearPortalCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<string[]> {
  if (!storage) return [];
  const names = (await storage.keys()).filter((name) => !isPrecache(name));
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}

/** The longest leaving for the sign-in page waits for the caches to be cleared, in ms. */
export const CLEAR_CACHES_WAIT_MS = 1_000;

/**
 * How the portal leaves for the sign-in page (`leaveForSignIn`, auth-session's `navigate`): every logout and session end
 * (own logout, expiry, a failed renewal, another tab's logout, a 401) leaves through it, so the
 * caches are cleared ({@link clearPortalCaches}) before the page goes — waited for at most
 * {@link CLEAR_CACHES_WAIT_MS}; a failure never keeps the agent on the page.
 * @param url - where to go (the sign-in page).
 * @param assign - how to go (default `window.location.assign`).
 */
export function leaveClearingCaches(url: string, assign: (url: string) => void = (to) => window.location.assign(to)): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLEAR_CACHES_WAIT_MS);
  });
  const cleared = clearPortalCaches().then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([cleared, waited]).then(() => {
    clearTimeout(timer);
    assign(url);
  });
}
