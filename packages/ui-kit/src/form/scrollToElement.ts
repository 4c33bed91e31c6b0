/** Default duration of the smooth scroll to a field, in ms (spec §5, §9: 650 ms). */
export const SCROLL_DURATION_MS = 650;

/** Default space kept above the target, in px (room for the sticky top bar). */
export const SCROLL_OFFSET_PX = 80;

/** Options of {@link scrollToElement}. */
export interface ScrollToElementOptions {
  /** Animation length in ms. Default {@link SCROLL_DURATION_MS} (650). `0` jumps. */
  durationMs?: number;
  /** Space left above the element, in px. Default {@link SCROLL_OFFSET_PX} (80). */
  offsetPx?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Nearest ancestor that scrolls vertically, or `null` for the window. */
function scrollParent(el: Element): HTMLElement | null {
  for (let node = el.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const { overflowY } = window.getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Smoothly scroll the page (or the element's scrolling container) so `el` sits
 * `offsetPx` below the top, with an ease-in-out `requestAnimationFrame`
 * animation of `durationMs`. Jumps at once when the user prefers reduced motion.
 *
 * @returns a promise resolved when the scroll has finished.
 */
export function scrollToElement(el: Element, options: ScrollToElementOptions = {}): Promise<void> {
  const { durationMs = SCROLL_DURATION_MS, offsetPx = SCROLL_OFFSET_PX } = options;
  const container = scrollParent(el);
  const current = () => (container ? container.scrollTop : window.scrollY);
  const scrollTo = (top: number) => (container ? container.scrollTo(0, top) : window.scrollTo(0, top));
  const containerTop = container ? container.getBoundingClientRect().top : 0;
  const start = current();
  const target = Math.max(0, start + el.getBoundingClientRect().top - containerTop - offsetPx);

  if (durationMs <= 0 || prefersReducedMotion() || target === start) {
    scrollTo(target);
    return Promise.resolve();
  }

  return new Promise((resolve) => {
    let startTime: number | null = null;
    const step = (now: number) => {
      if (startTime === null) startTime = now;
      const progress = Math.min(1, (now - startTime) / durationMs);
      scrollTo(Math.round(start + (target - start) * easeInOutCubic(progress)));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
