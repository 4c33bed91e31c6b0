/**
 * How long after the page's `load` event background work starts, in ms: the
 * socket (issue #3) is not needed for the first paint — the bell's count comes
 * over HTTP and the server's welcome push on connect brings it up to date — so on
 * a slow phone it waits until the dashboard has painted and its requests settled
 * (issue #8 §3).
 */
export const BACKGROUND_START_DELAY_MS = 2000;

/** Longest wait for an idle moment once the delay has passed, in ms. */
export const BACKGROUND_IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` in the background once the page has loaded: after the `load`
 * event (at once if it has fired), {@link BACKGROUND_START_DELAY_MS} later, in
 * an idle period of the main thread (`requestIdleCallback`, at most
 * {@link BACKGROUND_IDLE_TIMEOUT_MS} more; a plain timer where it is missing).
 * @returns cancel: the task does not run if called before it started.
 */
export function afterFirstLoad(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof win.requestIdleCallback === 'function') {
        idle = win.requestIdleCallback(run, { timeout: BACKGROUND_IDLE_TIMEOUT_MS });
      } else {
        run();
      }
    }, BACKGROUND_START_DELAY_MS);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}
