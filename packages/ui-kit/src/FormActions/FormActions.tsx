import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The form is being submitted (Formik `isSubmitting`): buttons disabled, the submit button reads {@link FormActionsProps.pendingLabel}. */
  submitting: boolean;
  /** The submit button's label; default `uiKit:save` ("Save"). */
  submitLabel?: string;
  /** The submit button's label while submitting; default `uiKit:saving` ("Saving…"). */
  pendingLabel?: string;
  /** Disables the submit button for another reason (e.g. no card provider). */
  submitDisabled?: boolean;
  /** Leaves the form (reset, back to the view); with it a cancel button precedes the submit button. */
  onCancel?: () => void;
  /** The cancel button's label; default `uiKit:cancel`. */
  cancelLabel?: string;
  /** Where the buttons sit; default `'end'` with a cancel button, else `'start'`. */
  align?: 'start' | 'end';
  /** More buttons, placed before the cancel button. */
  children?: ReactNode;
  /** Extra styles of the row. */
  sx?: SxProps<Theme>;
}

/**
 * The action row at the bottom of a form: a submit button (`type="submit"`) with its pending
 * state and, with `onCancel`, a cancel button before it (then right-aligned). Wraps on a phone.
 */
export function FormActions({
  submitting,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  onCancel,
  cancelLabel,
  align,
  children,
  sx,
}: FormActionsProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const end = (align ?? (onCancel ? 'end' : 'start')) === 'end';
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: end ? 'flex-end' : 'flex-start', ...(onCancel ? { mt: 2 } : {}) },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
      {onCancel ? (
        <Button onClick={onCancel} disabled={submitting}>
          {cancelLabel ?? t('cancel')}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" disabled={submitting || submitDisabled}>
        {submitting ? (pendingLabel ?? t('saving')) : (submitLabel ?? t('save'))}
      </Button>
    </Box>
  );
}
