import { useReplyToTicketMutation, type GatewayError } from '@agent-portal/api-client';
import { TICKET_TEXT_LIMITS } from '@agent-portal/api-client/wire';
import { FormActions, FormikTextField, ServerErrorAlert, showToast, TranslateErrorProvider, useSubmitWithValidation } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { HELP_NS } from '../../i18n/index.js';
import { translateHelpError } from '../TicketForm/ticketSchema.js';

const schema = yup.object({
  message: yup.string().trim().required('validation.required').max(TICKET_TEXT_LIMITS.reply_max, `validation.max|${TICKET_TEXT_LIMITS.reply_max}`),
});

/** The reply box of a ticket (issue #12; `POST /support/tickets/{id}/replies`): emptied once sent; a 409 (closed) is shown and the text kept. */
export function ReplyBox({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(HELP_NS);
  const [reply] = useReplyToTicketMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { message: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        await reply({ id: ticketId, message: values.message.trim() }).unwrap();
        helpers.resetForm();
        showToast(t('ticket.replied'), 'success');
      } catch (error) {
        setServerError((error as GatewayError)?.message || t('ticket.loadError'));
      }
    },
  });
  const submit = useSubmitWithValidation(formik);
  return (
    <TranslateErrorProvider translateError={(message) => translateHelpError(t, message)}>
      <Box component="form" noValidate aria-label={t('ticket.reply')} onSubmit={submit}>
        <ServerErrorAlert message={serverError} onClose={() => setServerError(null)} />
        <FormikTextField formik={formik} name="message" id="ticket-reply" label={t('ticket.reply')} fullWidth multiline minRows={3} />
        <FormActions submitting={formik.isSubmitting} submitLabel={t('ticket.send')} sx={{ mt: 1.5 }} />
      </Box>
    </TranslateErrorProvider>
  );
}
