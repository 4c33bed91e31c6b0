import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';

/** How long a toast stays, in ms (spec §8, §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/**
 * How far below the top of the window the toasts sit on a desktop, by default: below a 64 px
 * top bar and the 48 px menu under it, so they cover none of their controls (issue #28 item 8).
 * `ToastProvider`'s `topOffset` sets another.
 */
export const TOAST_TOP_OFFSET = '120px';

/** At most this many toasts are on screen at once. */
export const TOAST_MAX_SNACK = 3;

/** Identifies one toast (a notistack `SnackbarKey`). */
export type ToastKey = string | number;

/** Kinds of toast (spec §8: success, error, warning; plus info). */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

interface ToastOptions {
  variant: ToastVariant;
  key: ToastKey;
  /** Called once the toast has left the screen. */
  onExited?: () => void;
}

interface ToasterApi {
  enqueue: (text: string, options: ToastOptions) => ToastKey;
  close: (key?: ToastKey) => void;
}

let toaster: ToasterApi | null = null;
let queued: Array<{ text: string } & ToastOptions> = [];
let counter = 0;
/**
 * The toasts on screen or waiting, by variant and text: the same message shown again while it
 * is still there is not stacked a second time (issue #28 item 7: a blocked agent's every bounce
 * repeated the same toast). notistack's own `preventDuplicate` cannot see it: every toast has its own key.
 */
const live = new Map<string, ToastKey>();
/** Whether a toast has been asked for: the toaster (notistack) loads on first use (issue #8). */
let wanted = false;
const wantListeners = new Set<() => void>();
const subscribeWanted = (listener: () => void) => {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
};
const isWanted = () => wanted;
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
}

/**
 * Called by the lazily loaded toaster when it mounts: flushes the toasts shown
 * before it loaded. Returns the detach function for unmount.
 * @internal
 */
export function attachToaster(api: ToasterApi): () => void {
  toaster = api;
  for (const { text, ...options } of queued.splice(0)) api.enqueue(text, options);
  return () => {
    if (toaster !== api) return;
    toaster = null;
    // The toasts it showed leave with it and never exit: forget them, or the same message shown
    // later (under a new toaster) would be taken for one still on screen and never appear.
    for (const [id, key] of live) if (!queued.some((t) => t.key === key)) live.delete(id);
  };
}

const Toaster = lazy(() => import('./Toaster.js').then((m) => ({ default: m.Toaster })));

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's dismiss button. Default `"Dismiss"`. */
  dismissLabel?: string;
  /**
   * From `sm` up, the distance of the toasts (top right) from the top of the window, a CSS
   * length: below the host's top bar. Default {@link TOAST_TOP_OFFSET}. On a phone they sit at the bottom.
   */
  topOffset?: string;
}

/**
 * Mount once near the root (inside the theme): notistack's `SnackbarProvider`
 * with {@link TOAST_DURATION_MS} (5000 ms), at most 3 toasts, no duplicates, and a dismiss
 * button on each toast; placed where they cover nothing the agent needs (issue #28 item 8): top
 * right below the top bar ({@link TOAST_TOP_OFFSET}) from `sm` up, bottom centre on a phone. notistack loads in its own chunk
 * on first use — the first {@link showToast} — so a page that shows no toast never
 * loads it (issue #8: off the critical path); toasts shown before it arrives are
 * queued and appear as soon as it does.
 */
export function ToastProvider({ children, dismissLabel = 'Dismiss', topOffset }: ToastProviderProps) {
  const toasterWanted = useSyncExternalStore(subscribeWanted, isWanted, isWanted);
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster dismissLabel={dismissLabel} topOffset={topOffset} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Show a toast from anywhere, React or not (the data layer uses it for failed
 * requests, spec §8). The text is rendered as plain text, never as HTML.
 * Needs a mounted {@link ToastProvider}; the first call loads the toaster, and
 * toasts shown before it has loaded are queued.
 *
 * The same message (and variant) shown again while it is still on screen is not stacked twice:
 * the key of the one showing is returned.
 *
 * @param text the message (server text is fine: it is not parsed).
 * @param variant `'success' | 'error' | 'warning' | 'info'`, default `'info'`.
 * @returns the toast's key, for `closeToast`.
 */
export function showToast(text: string, variant: ToastVariant = 'info'): ToastKey {
  const message = String(text);
  const id = `${variant}\u0000${message}`;
  const shown = live.get(id);
  if (shown !== undefined) return shown;
  const key = `toast-${++counter}`;
  live.set(id, key);
  const options: ToastOptions = { variant, key, onExited: () => live.delete(id) };
  if (toaster) return toaster.enqueue(message, options);
  queued.push({ text: message, ...options });
  want();
  return key;
}

/**
 * Close one toast by key, or every toast when called without a key.
 */
export function closeToast(key?: ToastKey): void {
  // A toast closed before the toaster showed it never exits: forget it here.
  for (const [id, liveKey] of live) {
    if ((key === undefined || liveKey === key) && queued.some((t) => t.key === liveKey)) live.delete(id);
  }
  queued = key === undefined ? [] : queued.filter((t) => t.key !== key);
  toaster?.close(key);
}
