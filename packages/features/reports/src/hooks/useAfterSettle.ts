import { useEffect, useState } from 'react';

/**
 * How long after its first render secondary content (the earnings chart, ~100 KB gzip of
 * MUI X Charts) waits before it loads, in ms: the figures come first and the page's
 * requests settle (issue #8: what a page loads until idle stays in budget).
 */
export const SECONDARY_CONTENT_DELAY_MS = 1500;

/**
 * `false` at first, `true` once {@link SECONDARY_CONTENT_DELAY_MS} have passed and the
 * browser has an idle moment (`requestIdleCallback`, at most 2 s more; a timer where it
 * is missing). For content that is worth showing but not worth delaying the page for.
 * @param delayMs - the wait in ms; default {@link SECONDARY_CONTENT_DELAY_MS}.
 */
export function useAfterSettle(delayMs: number = SECONDARY_CONTENT_DELAY_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setSettled(true), { timeout: 2000 });
      } else {
        setSettled(true);
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, [delayMs]);
  return settled;
}
