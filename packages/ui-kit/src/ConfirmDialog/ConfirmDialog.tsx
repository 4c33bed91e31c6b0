import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "Pay now?", "Remove this bank account?". Labels the dialog. */
  title: string;
  /** What will happen, in plain words (describes the dialog), e.g. "The card ending 4242 will be charged." */
  description?: ReactNode;
  /** The amount or detail to stand out, e.g. `"$105.11"` (part of the dialog's description). */
  amount?: ReactNode;
  /** A label before {@link ConfirmDialogProps.amount}, e.g. "Total". */
  amountLabel?: ReactNode;
  /** More content under the description (a list of invoices…). */
  children?: ReactNode;
  /** The confirm button's label (say the action: "Pay $105.11", "Remove"); default `uiKit:confirm`. */
  confirmLabel?: string;
  /** The cancel button's label; default `uiKit:cancel`. */
  cancelLabel?: string;
  /** Accessible name of the progress indicator while busy; default `uiKit:working`. */
  busyLabel?: string;
  /**
   * `'danger'` (default: remove, archive; red confirm button, Cancel focused first) or
   * `'primary'` (pay, approve; brand-coloured confirm button, focused first).
   */
  tone?: 'danger' | 'primary';
  /**
   * The action is running: both buttons disabled, a progress indicator in the confirm button,
   * and Escape / the backdrop do not close the dialog.
   */
  busy?: boolean;
  /** The confirm button was pressed. Close the dialog (`open={false}`) when the action has settled. */
  onConfirm: () => unknown;
  /** Cancel, Escape or a backdrop click (never while busy). */
  onClose: () => void;
}

/**
 * A confirmation before an irreversible action (ARCHITECTURE §7: pay an invoice, remove the
 * bank account or card, archive a document, approve a promotion): title, what will happen,
 * an optional highlighted amount, cancel and confirm. Labelled by its title and described by
 * its description and amount for screen readers.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  amount,
  amountLabel,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const titleId = useId();
  const textId = useId();
  const amountId = useId();
  const describedBy = [description ? textId : null, amount !== undefined && amount !== null ? amountId : null].filter(Boolean).join(' ');
  const danger = tone === 'danger';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'aria-busy': busy || undefined } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description ? <DialogContentText id={textId}>{description}</DialogContentText> : null}
        {amount !== undefined && amount !== null ? (
          <Box
            id={amountId}
            data-testid="confirm-amount"
            sx={{ mt: description ? 2 : 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
          >
            {amountLabel ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {amountLabel}
              </Typography>
            ) : null}
            {/* a space for the accessible description ("Total $105.11"); flex ignores it visually */}
            {amountLabel ? ' ' : null}
            <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {amount}
            </Typography>
          </Box>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus={danger}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          onClick={() => void onConfirm()}
          color={danger ? 'error' : 'primary'}
          variant="contained"
          disabled={busy}
          autoFocus={!danger}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={busyLabel ?? t('working')} /> : undefined}
        >
          {confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
