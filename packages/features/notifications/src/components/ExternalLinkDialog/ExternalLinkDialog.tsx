import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NS } from '../../i18n/index.js';

/** Props of {@link ExternalLinkDialog}. */
export interface ExternalLinkDialogProps {
  /** The external link to confirm, or null when closed. */
  target: { url: string; host: string } | null;
  /** Opens it (in a new tab, `noopener noreferrer`). */
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a notification's link to another origin opens (§2: not followed
 * blindly). Names the host as text; "Open in new tab" confirms.
 */
export function ExternalLinkDialog({ target, onConfirm, onCancel }: ExternalLinkDialogProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  return (
    <Dialog open={target !== null} onClose={onCancel} aria-labelledby="external-link-title" aria-describedby="external-link-text">
      <DialogTitle id="external-link-title">{t('external.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="external-link-text">{t('external.text', { host: target?.host ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('external.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {t('external.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
