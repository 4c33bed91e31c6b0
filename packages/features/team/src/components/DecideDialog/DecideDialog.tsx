import type { PromotionRequest } from '@agent-portal/api-client/wire';
import { FormikTextField, ServerErrorAlert, TextWithData, UI_KIT_NS, useServerError } from '@agent-portal/ui-kit';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TEAM_NS } from '../../i18n/index.js';
import { personName } from '../PromotionRequests/PromotionRequests.js';

/** Longest decision note the server takes (docs/CONTRACTS.md "Team": ≤ 500 characters). */
export const NOTE_MAX_LENGTH = 500;

/** A decision on a promotion request. */
export type PromotionDecision = 'APPROVED' | 'DECLINED';

/** Props of {@link DecideDialog}. */
export interface DecideDialogProps {
  /** The request being decided; the dialog is open while it is set. */
  request: PromotionRequest | null;
  /** Approve or decline. */
  decision: PromotionDecision;
  /**
   * Sends the decision with the typed note (trimmed; `undefined` when blank). Reject to keep
   * the dialog open: the rejection's `message` (a `GatewayError`'s, e.g. a 403 or 409) is
   * shown in the dialog and the note stays. Resolve to close it.
   */
  onSubmit: (note: string | undefined) => Promise<unknown>;
  /** Cancel or Escape (not while sending). */
  onClose: () => void;
}

/**
 * The upline's decision on a promotion request (`POST /promotion/approve`; spec §6,
 * docs/CONTRACTS.md "Team" who decides): names the effect ("Approve Paz Lee's promotion to
 * Senior Associate? Their rank changes at once."), a note (formik + yup: ≤ 500 characters,
 * required when declining) and the server's refusal (403, 409) in a `ServerErrorAlert` while
 * the typed note is kept.
 */
export function DecideDialog({ request, decision, onSubmit, onClose }: DecideDialogProps) {
  const { t } = useTranslation(TEAM_NS);
  const { t: tk } = useTranslation(UI_KIT_NS);
  const titleId = useId();
  const textId = useId();
  const { serverError, setServerError, run } = useServerError();
  const declining = decision === 'DECLINED';
  const schema = useMemo(() => {
    const note = yup.string().max(NOTE_MAX_LENGTH, t('promotion.decide.noteTooLong'));
    return yup.object({ note: declining ? note.trim().required(t('promotion.decide.noteRequired')) : note });
  }, [t, declining]);
  const formik = useFormik<{ note: string }>({
    initialValues: { note: '' },
    validationSchema: schema,
    enableReinitialize: true,
    onSubmit: async ({ note }, helpers) => {
      const trimmed = note.trim();
      const ok = await run(() => onSubmit(trimmed === '' ? undefined : trimmed));
      if (ok) helpers.resetForm();
    },
  });
  const busy = formik.isSubmitting;
  const close = () => {
    if (busy) return;
    formik.resetForm();
    setServerError(null);
    onClose();
  };
  const name = request ? personName(request.requester) : '';
  const rank = request ? t(`common.ranks.${request.to_rank}`) : '';
  return (
    <Dialog open={request !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>
          <TextWithData data={{ name }} text={(slots) => t(declining ? 'promotion.decide.declineTitle' : 'promotion.decide.approveTitle', { name: slots.name, rank })} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t(declining ? 'promotion.decide.declineEffect' : 'promotion.decide.approveEffect')}
          </DialogContentText>
          <ServerErrorAlert message={serverError} />
          <FormikTextField
            formik={formik}
            name="note"
            label={t('promotion.decide.note')}
            required={declining}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            helperText={t(declining ? 'promotion.decide.noteRequiredHint' : 'promotion.decide.noteOptional')}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH + 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {tk('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={declining ? 'error' : 'primary'}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t(declining ? 'promotion.toDecide.decline' : 'promotion.toDecide.approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
