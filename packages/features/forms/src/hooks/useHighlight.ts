import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

/** The attribute that marks a form's row or card: `data-form-id="14"`. */
export const FORM_ID_ATTRIBUTE = 'data-form-id';

/**
 * Brings the form a search link points at into view (spec §2 Search modal: a form result
 * opens its category's page with `?highlight=<form id>`; issue #11): once an element with
 * `data-form-id=<id>` is on the page, it is scrolled to the middle of the view (no animation
 * when the user prefers reduced motion) and focused, once per id. The element itself shows the
 * highlight (theme colour, `aria-current`, `tabIndex` -1).
 * @param highlightId - the form id from the URL, or `undefined`.
 * @param ready - whether the list holding it has rendered its rows (re-checked when it turns true).
 */
export function useHighlight(highlightId: number | undefined, ready: boolean): void {
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (highlightId === undefined || !ready || done.current === highlightId) return;
    const element = document.querySelector<HTMLElement>(`[${FORM_ID_ATTRIBUTE}="${highlightId}"]`);
    if (!element) return;
    done.current = highlightId;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [highlightId, ready]);
}

/** Styles of a highlighted row or card: a tint of the theme's primary colour and a bar at its start edge (light and dark). */
export const highlightSx = (theme: Theme) => ({
  bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
  boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-2px' },
});
