import { useChangeSecurityQuestionMutation, useGetSignUpSecurityQuery, type GatewayError } from '@agent-portal/api-client';
import type { SecurityQuestion as SecurityQuestionItem } from '@agent-portal/api-client/wire';
import {
  BusySkeleton,
  FormActions,
  FormikSelectField,
  FormikTextField,
  QueryState,
  SectionCard,
  ServerErrorAlert,
  showToast,
  useSubmitWithValidation,
  type SkeletonLine,
  useErrorText,
} from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting/index.js';

const LOADING_LINES: readonly SkeletonLine[] = [{ height: 24, width: '70%' }, { height: 56 }, { height: 56 }];

interface SecurityValues {
  question_id: string;
  answer: string;
  current_password: string;
}

const WRONG_CURRENT = /current password/i;

/**
 * Security question form (`GET /sso/v1/sign-up-security`, `PUT
 * /sign-up-security/change-identity-security-question`; spec §7; issue #4 account-setting):
 * shows the current question, lets the agent choose another with an answer (2..100 characters,
 * stored hashed by the gateway) confirmed by the current password. formik + yup + ui-kit's
 * `submitWithValidation`; a failed save keeps what was typed; questions are translated by code.
 * Built from ui-kit's `SectionCard`, `QueryState`, Formik fields, `ServerErrorAlert` and `FormActions`.
 */
export function SecurityQuestion() {
  const { t } = useTranslation(ACCOUNT_SETTING_NS);
  const errorText = useErrorText();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const query = useGetSignUpSecurityQuery();
  const { data } = query;
  const [save] = useChangeSecurityQuestionMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const label = (question: SecurityQuestionItem) => t(`security.questions.${question.code}`, { defaultValue: question.text });

  const schema = useMemo(
    () =>
      yup.object({
        question_id: yup.string().required(t('common.required')),
        answer: yup
          .string()
          .trim()
          .required(t('common.required'))
          .min(2, t('security.answerMin'))
          .max(100, t('security.answerMax')),
        current_password: yup.string().required(t('common.required')),
      }),
    [t],
  );

  const formik = useFormik<SecurityValues>({
    initialValues: { question_id: data?.current ? String(data.current.question_id) : '', answer: '', current_password: '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save({ question_id: Number(values.question_id), answer: values.answer.trim(), current_password: values.current_password }).unwrap();
        showToast(t('security.saved'), 'success');
        helpers.resetForm({ values: { question_id: values.question_id, answer: '', current_password: '' } });
      } catch (caught) {
        const error = caught as GatewayError;
        if (error.status === 400 && WRONG_CURRENT.test(error.message)) helpers.setFieldError('current_password', error.message);
        else setFailure(t('security.failed', { message: errorText(error) }));
      }
    },
  });
  const submit = useSubmitWithValidation(formik, { container: formRef.current });

  return (
    <SectionCard titleId={titleId} title={t('security.title')} titleGap={1}>
      <QueryState
        query={query}
        loading={<BusySkeleton label={t('security.loading')} lines={LOADING_LINES} />}
        errorText={t('security.error')}
        retryLabel={t('common.retry')}
      >
        {(security) => {
          const current = security.questions.find((question) => question.id === security.current?.question_id);
          return (
            <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="current-question">
                {current ? t('security.current', { question: label(current) }) : t('security.none')}
              </Typography>
              <FormikSelectField
                formik={formik}
                name="question_id"
                id={`${titleId}-question`}
                label={t('security.question')}
                helperText=" "
                fullWidth
                options={security.questions.map((question) => ({ value: String(question.id), label: label(question) }))}
              />
              <FormikTextField
                formik={formik}
                name="answer"
                id={`${titleId}-answer`}
                label={t('security.answer')}
                helperText={t('security.answerHelp')}
                autoComplete="off"
                fullWidth
              />
              <FormikTextField
                formik={formik}
                name="current_password"
                id={`${titleId}-current-password`}
                type="password"
                label={t('security.currentPassword')}
                helperText=" "
                autoComplete="current-password"
                fullWidth
              />
              <ServerErrorAlert message={failure} gutter={false} />
              <FormActions submitting={formik.isSubmitting} />
            </Box>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
