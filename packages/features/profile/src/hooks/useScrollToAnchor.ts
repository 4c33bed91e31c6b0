import { useEffect, type DependencyList } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the section with id `anchor` into view when the URL's fragment names it
 * (`/my-profile#recurring-transactions` for blocked agents, §4; `#licence` and
 * `#essential-documents` from the compliance page's "Fix it" links, issue #11).
 * Smooth unless the user prefers reduced motion. Runs again when `deps` change (e.g. once
 * the section's data has loaded and its height is known).
 */
export function useScrollToAnchor(anchor: string, deps: DependencyList = []): void {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== `#${anchor}`) return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(anchor)?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to scroll again
  }, [location.hash, anchor, ...deps]);
}
