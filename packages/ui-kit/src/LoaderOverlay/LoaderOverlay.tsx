import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** Delay before the overlay appears, in ms: requests faster than this never flash it. */
export const LOADER_DELAY_MS = 150;

/** Props of {@link LoaderOverlay}. */
export interface LoaderOverlayProps {
  /** Whether a foreground request is pending (spec §4 "Loader"). */
  open: boolean;
  /** Accessible name of the progress indicator. Default `uiKit:loading` in the page's language ("Loading…", issue #29). */
  label?: string;
}

/**
 * The global loader overlay (spec §4 "Loader", §8): a backdrop above everything
 * with a spinner (`role="progressbar"`, `data-testid="loader-overlay"`), shown
 * {@link LOADER_DELAY_MS} (150 ms) after `open` turns true and hidden as soon as
 * it turns false.
 */
export function LoaderOverlay({ open, label }: LoaderOverlayProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!open) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!open || !visible) return null;
  return (
    <Backdrop
      open
      data-testid="loader-overlay"
      // MUI marks a backdrop aria-hidden; this one carries the progress indicator.
      slotProps={{ root: { 'aria-hidden': false } }}
      sx={(theme) => ({ zIndex: theme.zIndex.tooltip + 1, color: '#fff' })}
    >
      <CircularProgress color="inherit" aria-label={label ?? t('loading')} />
    </Backdrop>
  );
}
