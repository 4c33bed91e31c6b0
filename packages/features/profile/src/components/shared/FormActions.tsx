import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The form is being submitted: the buttons are disabled and the submit button reads {@link FormActionsProps.pendingLabel}. */
  submitting: boolean;
  /** The submit button's label. */
  submitLabel: string;
  /** The submit button's label while submitting (e.g. "Saving…"). */
  pendingLabel: string;
  /** Disables the submit button for another reason (e.g. no card provider). */
  submitDisabled?: boolean;
  /** The cancel button's label; with {@link FormActionsProps.onCancel}, the row is right-aligned with a cancel button. */
  cancelLabel?: string;
  /** Leaves the form (reset, back to the view). */
  onCancel?: () => void;
}

/**
 * The action row at the bottom of a form: a submit button with its pending state and, when
 * `onCancel` is given, a cancel button before it (right-aligned). Without `onCancel`, the
 * submit button stands alone at the start.
 */
export function FormActions({ submitting, submitLabel, pendingLabel, submitDisabled, cancelLabel, onCancel }: FormActionsProps) {
  const submit = (
    <Button type="submit" variant="contained" disabled={submitting || Boolean(submitDisabled)}>
      {submitting ? pendingLabel : submitLabel}
    </Button>
  );
  if (!onCancel) return <Box>{submit}</Box>;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      {submit}
    </Box>
  );
}
