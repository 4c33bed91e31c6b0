import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many items of a one-line bar fit its width, measured in the browser: the
 * `measure` element holds an invisible copy of every item followed by the
 * overflow ("More") button; when all items fit, all are shown, otherwise as many
 * as fit beside the overflow button. Re-measured whenever the bar or the items'
 * widths change (window resize, language change). Without `ResizeObserver`
 * (jsdom) every item counts as visible.
 * @param bar - the bar whose content width is available.
 * @param measure - the invisible copy: one child per item, then the overflow button.
 * @param count - the number of items.
 * @param enabled - whether the bar is rendered (default true): when false nothing is measured
 *   or observed, and once it turns true the bar is measured before it paints.
 * @returns the number of leading items to show.
 */
export function useVisibleCount(
  bar: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  count: number,
  enabled = true,
): number {
  const [visible, setVisible] = useState(count);
  useLayoutEffect(() => {
    const barElement = bar.current;
    const measureElement = measure.current;
    if (!enabled || !barElement || !measureElement || typeof ResizeObserver === 'undefined') {
      setVisible(count);
      return undefined;
    }
    const update = () => {
      const style = getComputedStyle(barElement);
      const available = barElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const gap = parseFloat(getComputedStyle(measureElement).columnGap) || 0;
      const widths = [...measureElement.children].map((child) => Math.ceil(child.getBoundingClientRect().width));
      const moreWidth = widths.pop() ?? 0;
      const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
      if (all <= available) {
        setVisible(widths.length);
        return;
      }
      let used = moreWidth;
      let fitting = 0;
      for (const width of widths) {
        if (used + gap + width > available) break;
        used += gap + width;
        fitting += 1;
      }
      setVisible(fitting);
    };
    const observer = new ResizeObserver(update);
    observer.observe(barElement);
    observer.observe(measureElement);
    update();
    return () => observer.disconnect();
  }, [bar, measure, count, enabled]);
  return visible;
}
