import { useContactUsMutation, type GatewayError } from '@agent-portal/api-client';
import { CONTACT_TOPICS, type ContactTopic } from '@agent-portal/api-client/wire';
import {
  FormActions,
  FormikSelectField,
  FormikTextField,
  SectionCard,
  ServerErrorAlert,
  TranslateErrorProvider,
  useSubmitWithValidation,
} from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { HELP_NS } from '../../i18n/index.js';
import { translateHelpError } from '../TicketForm/ticketSchema.js';

interface ContactValues {
  topic: ContactTopic;
  subject: string;
  message: string;
}

const text = (min: number, max: number) => yup.string().trim().required('validation.required').min(min, `validation.min|${min}`).max(max, `validation.max|${max}`);
/** docs/CONTRACTS.md "Support": subject 3–150, message 10–5,000 characters after trimming. */
const schema = yup.object({ topic: yup.string().oneOf([...CONTACT_TOPICS]).required('validation.required'), subject: text(3, 150), message: text(10, 5000) });

/**
 * The contact-us form of the help home (issue #12; spec §7 `POST /contact-us`): topic, subject and
 * message; the answer's reference number is shown in a success alert and the form is reset. A
 * failed send shows the server's message and keeps what was typed.
 */
export function ContactUsForm() {
  const { t } = useTranslation(HELP_NS);
  const [send] = useContactUsMutation();
  const [reference, setReference] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ContactValues>({
    initialValues: { topic: 'GENERAL', subject: '', message: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      setReference(null);
      try {
        const receipt = await send({ topic: values.topic, subject: values.subject.trim(), message: values.message.trim() }).unwrap();
        setReference(receipt.reference);
        helpers.resetForm();
      } catch (error) {
        setServerError((error as GatewayError)?.message || t('ticket.loadError'));
      }
    },
  });
  const submit = useSubmitWithValidation(formik);
  return (
    <SectionCard title={t('contact.title')} subtitle={t('contact.subtitle')} titleId="contact-us-title">
      <TranslateErrorProvider translateError={(message) => translateHelpError(t, message)}>
        <Box component="form" noValidate aria-labelledby="contact-us-title" onSubmit={submit}>
          {reference && (
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              {t('contact.sent', { reference })}
            </Alert>
          )}
          <ServerErrorAlert message={serverError} onClose={() => setServerError(null)} />
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormikSelectField
                formik={formik}
                name="topic"
                id="contact-topic"
                label={t('contact.topic')}
                required
                sx={{ minWidth: { sm: 220 } }}
                options={CONTACT_TOPICS.map((value) => ({ value, label: t(`contact.topics.${value}`) }))}
              />
              <FormikTextField formik={formik} name="subject" id="contact-subject" label={t('contact.subject')} required fullWidth />
            </Stack>
            <FormikTextField formik={formik} name="message" id="contact-message" label={t('contact.message')} required fullWidth multiline minRows={4} />
          </Stack>
          <FormActions submitting={formik.isSubmitting} submitLabel={t('contact.send')} sx={{ mt: 2 }} />
        </Box>
      </TranslateErrorProvider>
    </SectionCard>
  );
}
