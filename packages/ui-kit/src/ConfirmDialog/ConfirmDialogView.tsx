import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';
import type { ConfirmDialogProps } from './ConfirmDialog.js';

/**
 * The dialog of `ConfirmDialog`, in a chunk of its own: MUI's Dialog (and the Modal under
 * it) loads when a page first asks for a confirmation, not with the page (issue #27 budget).
 * @internal
 */
export function ConfirmDialogView({
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
