import { LazyMount } from '@agent-portal/ui-kit';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const load = () => import('../SearchModal/SearchModal.js');
const SearchModal = lazy(() => load().then((m) => ({ default: m.SearchModal })));

/** True for Ctrl+K (Windows, Linux) or Cmd+K (macOS), without Alt or Shift. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * The top bar's global search (spec §2 Shell): a search button, and Ctrl/Cmd+K
 * anywhere in the portal, open the search modal. Only the button and the key
 * listener are on the critical path: the modal (MUI Dialog, the results, the
 * `search` texts) is a chunk of its own, fetched on hover or focus of the
 * button and on first opening.
 */
export function GlobalSearch() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('topbar.search')}
        title={`${t('topbar.search')} (Ctrl+K)`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={show}
      >
        <SearchIcon />
      </IconButton>
      <LazyMount when={open}>
        <SearchModal open={open} onClose={() => setOpen(false)} />
      </LazyMount>
    </>
  );
}
