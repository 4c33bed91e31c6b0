import { useCallback, useLayoutEffect, useState } from 'react';

/** What {@link useHorizontalOverflow} returns. */
export interface HorizontalOverflow {
  /** Callback ref for the scroll container (it may mount and unmount with the table's states). */
  ref: (node: HTMLElement | null) => void;
  /** True while the container's content is wider than its box (`scrollWidth > clientWidth`). */
  overflowing: boolean;
}

/**
 * Whether a scroll container scrolls horizontally, kept up to date with a `ResizeObserver` on the
 * container and its first child (window resizes, a language with longer words, rows arriving).
 * A scrolling region must be reachable from the keyboard (WCAG 2.1.1; axe
 * `scrollable-region-focusable`), so a caller makes it focusable only while `overflowing` — no
 * extra tab stop when nothing scrolls. Without `ResizeObserver` (jsdom) it stays false.
 */
export function useHorizontalOverflow(): HorizontalOverflow {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => setNode(element), []);
  useLayoutEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') {
      setOverflowing(false);
      return undefined;
    }
    const update = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(update);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    update();
    return () => observer.disconnect();
  }, [node]);
  return { ref, overflowing };
}
