/** Options of {@link loadWithRetry}. */
export interface LoadWithRetryOptions {
  /** Wait before the first retry, in ms; each later wait doubles. Default 2,000 ms. */
  firstDelayMs?: number;
  /** Longest wait between two tries, in ms. Default 30,000 ms. */
  maxDelayMs?: number;
  /** The window whose `online` event retries at once (tests). Default the global one. */
  win?: Window;
}

/**
 * Loads something the page needs in the background — a lazy chunk such as the socket's code —
 * until it arrives (issue #13 §5): when `load` rejects (offline, a restarted server, a chunk a new
 * deployment replaced), it tries again after `firstDelayMs`, doubling up to `maxDelayMs`, and at
 * once when the browser comes back `online`. Never rejects, never throws to the page.
 * @param load - e.g. `() => import('@agent-portal/realtime/start')`.
 * @param onLoaded - called once with what `load` resolved to (not after cancel).
 * @returns cancel: no further try, and `onLoaded` is not called.
 */
export function loadWithRetry<T>(
  load: () => Promise<T>,
  onLoaded: (value: T) => void,
  { firstDelayMs = 2_000, maxDelayMs = 30_000, win = window }: LoadWithRetryOptions = {},
): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = firstDelayMs;
  const retryNow = () => {
    clearTimeout(timer);
    win.removeEventListener('online', retryNow);
    attempt();
  };
  const attempt = () => {
    if (cancelled) return;
    load().then(
      (value) => {
        if (!cancelled) onLoaded(value);
      },
      () => {
        if (cancelled) return;
        timer = setTimeout(retryNow, delay);
        delay = Math.min(delay * 2, maxDelayMs);
        win.addEventListener('online', retryNow);
      },
    );
  };
  attempt();
  return () => {
    cancelled = true;
    clearTimeout(timer);
    win.removeEventListener('online', retryNow);
  };
}
