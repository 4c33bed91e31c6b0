import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link SessionExpiryModal}. */
export interface SessionExpiryModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Seconds left before the automatic logout, shown in the text (spec §2). */
  secondsLeft: number;
  /** The renewal failed: show 'You might have to LogIn again' and disable STAY LOGGED IN. */
  renewFailed?: boolean;
  /** A renewal is in flight: STAY LOGGED IN is disabled. */
  renewing?: boolean;
  /** STAY LOGGED IN was chosen. */
  onStayLoggedIn: () => void;
  /** LOG OUT was chosen. */
  onLogOut: () => void;
}

/**
 * The session-expiry modal (spec §2): title 'Your Session is about to expire', text
 * 'You will be logged out in N secs, Do you want to stay logged in ?', buttons
 * STAY LOGGED IN and LOG OUT; after a failed renewal, 'You might have to LogIn again'.
 * Texts from i18n `common:session.*`. Presentational: {@link SessionExpiryWatch} drives it.
 * It cannot be dismissed by Escape or the backdrop (the agent must choose).
 */
export function SessionExpiryModal({
  open,
  secondsLeft,
  renewFailed = false,
  renewing = false,
  onStayLoggedIn,
  onLogOut,
}: SessionExpiryModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="session-expiry-modal"
      // No onClose: neither Escape nor a backdrop click dismisses it; the agent chooses.
      maxWidth="xs"
      fullWidth
      // Above the global loader overlay (ui-kit, tooltip + 1): a request still pending must never
      // keep the agent from choosing before the countdown ends.
      sx={(theme) => ({ zIndex: theme.zIndex.tooltip + 2 })}
    >
      <DialogTitle id={titleId}>{t('session.expiryTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} aria-live="polite">
          {t('session.expiryText', { seconds: Math.max(0, secondsLeft) })}
        </DialogContentText>
        {renewFailed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('session.renewFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogOut} color="inherit">
          {t('session.logOut')}
        </Button>
        <Button onClick={onStayLoggedIn} variant="contained" disabled={renewFailed || renewing} autoFocus>
          {t('session.stayLoggedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
