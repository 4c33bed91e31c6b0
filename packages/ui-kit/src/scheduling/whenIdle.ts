import { startTransition, useEffect, useState } from 'react';

/** Options of {@link whenIdle} and {@link useWhenIdle}. */
export interface WhenIdleOptions {
  /** How long to wait first, in ms (counted from the `load` event with `afterLoad`, else from now). */
  delayMs: number;
  /** Longest wait for an idle moment once the delay has passed, in ms. */
  idleTimeoutMs: number;
  /** Wait for the page's `load` event before counting the delay (at once if it has fired). Default false. */
  afterLoad?: boolean;
  /** The window (tests). Default the global one. */
  win?: Window;
}

/**
 * Runs `task` off the first paint's path (issue #8): after the `load` event when
 * `afterLoad`, then `delayMs` later, in an idle period of the main thread
 * (`requestIdleCallback`, at most `idleTimeoutMs` more; a plain call where it is missing).
 * For work that is worth doing but not worth delaying the page for: the socket, a chart.
 * @returns cancel: the task does not run if called before it started.
 */
export function whenIdle(task: () => void, { delayMs, idleTimeoutMs, afterLoad = false, win = window }: WhenIdleOptions): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(run, { timeout: idleTimeoutMs });
      else run();
    }, delayMs);
  };
  if (!afterLoad || win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}

/**
 * `false` at first, `true` once {@link whenIdle} has run from the component's first
 * render: for secondary content (e.g. a chart of its own chunk) that loads after the
 * page's own content and requests have settled. The switch to `true` is a transition, so
 * React renders what it reveals in slices of a few ms, yielding to input between them,
 * instead of one long task (issue #8: total blocking time).
 */
export function useWhenIdle({ delayMs, idleTimeoutMs, afterLoad, win }: WhenIdleOptions): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), { delayMs, idleTimeoutMs, afterLoad, win }), [delayMs, idleTimeoutMs, afterLoad, win]);
  return ready;
}
