import { useCallback, useState, type MouseEvent } from 'react';

/**
 * State of a pop-up (menu, drawer) whose code loads lazily: `mounted` turns true on
 * first open and stays true so the close animation can run, keeping MUI's Modal,
 * Popover and friends off the dashboard's critical path (issue #2 size budget).
 */
export function useLazyPopup() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = useCallback((event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setMounted(true);
  }, []);
  const close = useCallback(() => setAnchor(null), []);
  return { anchor, isOpen: anchor !== null, mounted, open, close };
}
