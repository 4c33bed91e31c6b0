/**
 * The portal's service worker, registered by the portal itself (issue #32 §1–2; vite-plugin-pwa's
 * `registerSW`, Workbox's `workbox-window`): loaded after the first render, off the first paint's
 * path (`PwaUpdates`). A new release's worker installs beside the running one and waits: the
 * open tab keeps the release it started with (its chunks come from that release's precache, never
 * a mix), and {@link onUpdateReady} tells the toast to offer "Reload"; {@link applyUpdate} then
 * lets the new worker take over and reloads. With no tab open, the next navigation gets the new
 * release. The worker is asked for updates when the tab becomes visible again and every hour.
 */
import { registerSW } from 'virtual:pwa-register';

/** How often an open tab asks whether a new release is out, in ms (one hour). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

type Listener = () => void;
let updateReady = false;
let update: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<Listener>();

/** Whether a new release is waiting (the toast shows while it is). */
export function isUpdateReady(): boolean {
  return updateReady;
}

/**
 * Calls `listener` when a new release's worker has installed and waits.
 * @returns the unsubscribe function.
 */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markUpdateReady(): void {
  updateReady = true;
  for (const listener of listeners) listener();
}

/**
 * Lets the waiting worker take over (`SKIP_WAITING`, only now: the agent clicked Reload); the page
 * reloads once it controls the page, so every file comes from the new release.
 */
export async function applyUpdate(): Promise<void> {
  await update?.(true);
}

/**
 * Registers `/sw.js` (scope `/`). Without service workers (an old browser, a private window that
 * refuses them, a test browser that blocks them) nothing happens and nothing is thrown.
 * @param register - vite-plugin-pwa's `registerSW` (tests pass a fake).
 */
export function registerPortalServiceWorker(register: typeof registerSW = registerSW): void {
  if (!('serviceWorker' in navigator)) return;
  update = register({
    immediate: true,
    onNeedRefresh: markUpdateReady,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    // A refused registration (blocked, insecure origin) leaves the portal as it was: online only.
    onRegisterError: () => undefined,
  });
}
