import { TOAST_TOP_OFFSET } from '@agent-portal/ui-kit';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link UpdateToast}. */
export interface UpdateToastProps {
  /** Called when the agent clicks Reload: the new release takes over and the page reloads. */
  onReload: () => void | Promise<void>;
}

/**
 * "A new version is ready — Reload" (issue #32 §2): shown while a new release waits, in the
 * toasts' place (top right below the top bar; bottom centre on a phone), until the agent
 * reloads or dismisses it; a `status` the screen reader announces politely. Nothing reloads
 * by itself: a form being filled in is never lost.
 */
export function UpdateToast({ onReload }: UpdateToastProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <Snackbar
      open={open}
      anchorOrigin={wide ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }}
      sx={wide ? { top: `${TOAST_TOP_OFFSET} !important` } : undefined}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        aria-live="polite"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                void onReload();
              }}
            >
              {t('pwa.reload')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('toast.dismiss')} title={t('toast.dismiss')} onClick={() => setOpen(false)}>
              <Close fontSize="small" />
            </IconButton>
          </>
        }
      >
        {t('pwa.updateReady')}
      </Alert>
    </Snackbar>
  );
}
