import { gatewayApi, uploadWithProgress, useUpdateTicketMutation, type GatewayError } from '@agent-portal/api-client';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketDetail } from '@agent-portal/api-client/wire';
import {
  FormActions,
  FormikSelectField,
  FormikTextField,
  ServerErrorAlert,
  showToast,
  TranslateErrorProvider,
  useSubmitWithValidation,
} from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { HELP_NS } from '../../i18n/index.js';
import { AttachmentPicker } from './AttachmentPicker.js';
import { ticketSchema, translateHelpError, type TicketFormValues } from './ticketSchema.js';

/** Props of {@link TicketForm}. */
export interface TicketFormProps {
  open: boolean;
  /**
   * The ticket to edit (spec §4 form mode: edit when an id is present and non-empty); absent or
   * without an id → create mode.
   */
  ticket?: Pick<TicketDetail, 'id' | 'ticket' | 'subject' | 'description'> | null;
  onClose: () => void;
  /** Called with the created or updated ticket. */
  onSaved: (ticket: TicketDetail) => void;
}

const messageOf = (error: unknown, fallback: string) =>
  typeof (error as GatewayError)?.message === 'string' && (error as GatewayError).message ? (error as GatewayError).message : fallback;

/**
 * The support ticket form (issue #12; spec §4 form mode, §5 invalid submit): one component that
 * creates a ticket (subject, category, priority, description, up to 3 attachments sent as
 * multipart with upload progress, `POST /support/tickets`) or, given a ticket with an id, edits its
 * subject and description (`PUT /support/tickets/{id}`, OPEN only). A dialog, full screen on a
 * phone. Invalid submits mark every field and scroll to the first invalid one; server errors
 * (400/409/413/415) are shown above the form and nothing typed is lost.
 */
export function TicketForm({ open, ticket, onClose, onSaved }: TicketFormProps) {
  const { t } = useTranslation(HELP_NS);
  const dispatch = useDispatch();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mode = ticket?.id ? 'edit' : 'create';
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [update] = useUpdateTicketMutation();
  const formik = useFormik<TicketFormValues>({
    initialValues: { subject: ticket?.subject ?? '', description: ticket?.description ?? '', category: '', priority: 'NORMAL' },
    enableReinitialize: true,
    validationSchema: ticketSchema(mode),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        let saved: TicketDetail;
        if (mode === 'edit') {
          saved = await update({ id: ticket!.id, subject: values.subject.trim(), description: values.description.trim() }).unwrap();
          showToast(t('form.savedToast'), 'success');
        } else {
          setProgress(0);
          saved = await uploadWithProgress<TicketDetail>({
            path: '/support/tickets',
            fields: { subject: values.subject.trim(), category: values.category, priority: values.priority, description: values.description.trim() },
            files: files.map((file) => ({ field: 'attachments', file })),
            onProgress: setProgress,
          });
          dispatch(gatewayApi.util.invalidateTags([{ type: 'Ticket', id: 'LIST' }, { type: 'Reminder', id: 'MINE' }, 'Search']));
          showToast(t('form.createdToast', { ticket: saved.ticket }), 'success');
          setFiles([]);
          formik.resetForm();
        }
        onSaved(saved);
      } catch (error) {
        setServerError(messageOf(error, t('ticket.loadError')));
      } finally {
        setProgress(null);
      }
    },
  });
  const submit = useSubmitWithValidation(formik);
  const busy = formik.isSubmitting;
  const titleId = 'ticket-form-title';
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{mode === 'edit' ? t('form.editTitle', { ticket: ticket!.ticket }) : t('form.createTitle')}</DialogTitle>
      <DialogContent>
        <TranslateErrorProvider translateError={(message) => translateHelpError(t, message)}>
          <Box component="form" noValidate aria-labelledby={titleId} onSubmit={submit} sx={{ pt: 1 }}>
            <ServerErrorAlert message={serverError} onClose={() => setServerError(null)} />
            <Stack spacing={2}>
              <FormikTextField formik={formik} name="subject" id="ticket-subject" label={t('form.subject')} required fullWidth disabled={busy} />
              {mode === 'create' && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormikSelectField
                    formik={formik}
                    name="category"
                    id="ticket-category"
                    label={t('form.category')}
                    required
                    fullWidth
                    disabled={busy}
                    options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
                  />
                  <FormikSelectField
                    formik={formik}
                    name="priority"
                    id="ticket-priority"
                    label={t('form.priority')}
                    required
                    fullWidth
                    disabled={busy}
                    options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
                  />
                </Stack>
              )}
              <FormikTextField
                formik={formik}
                name="description"
                id="ticket-description"
                label={t('form.description')}
                required
                fullWidth
                multiline
                minRows={5}
                disabled={busy}
              />
              {mode === 'create' && <AttachmentPicker files={files} onChange={setFiles} disabled={busy} />}
              {progress !== null && (
                <Box>
                  <Typography variant="body2" id="ticket-upload-progress">
                    {t('form.uploading', { percent: progress })}
                  </Typography>
                  <LinearProgress variant="determinate" value={progress} aria-labelledby="ticket-upload-progress" />
                </Box>
              )}
            </Stack>
            <FormActions
              submitting={busy}
              submitLabel={mode === 'edit' ? t('form.save') : t('form.create')}
              onCancel={onClose}
              cancelLabel={t('form.cancel')}
              sx={{ mt: 3 }}
            />
          </Box>
        </TranslateErrorProvider>
      </DialogContent>
    </Dialog>
  );
}
