import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  /** The section heading (an `<h2>`). */
  title: string;
  subtitle?: ReactNode;
  /** Buttons aligned with the heading. */
  actions?: ReactNode;
  /** Anchor id (e.g. `recurring-transactions`). */
  id?: string;
  children: ReactNode;
}

/** A titled card of the my-profile page (a labelled `<section>`). */
export function ProfileSection({ title, subtitle, actions, id, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 96, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <div>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </div>
        {actions ? <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>{actions}</Stack> : null}
      </Stack>
      {children}
    </Paper>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation dialog for destructive actions (archive, remove, delete). */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A label/value row of a read-only view. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}
