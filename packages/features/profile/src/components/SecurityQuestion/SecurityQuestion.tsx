import {
  useChangeSecurityQuestionMutation,
  useGetSignUpSecurityQuery,
  type GatewayError,
  type SecurityQuestion as SecurityQuestionItem,
} from '@agent-portal/api-client';
import { showToast, useSubmitWithValidation } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting';
import { BusySkeleton, type SkeletonLine } from '../shared/BusySkeleton';
import { FormActions } from '../shared/FormActions';
import { QueryState } from '../shared/QueryState';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { CardSection } from '../shared/CardSection';

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
 */
export function SecurityQuestion() {
  const { t } = useTranslation(ACCOUNT_SETTING_NS);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { data, isLoading, isError, refetch } = useGetSignUpSecurityQuery();
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
        else setFailure(t('security.failed', { message: error.message }));
      }
    },
  });
  const submit = useSubmitWithValidation(formik, { container: formRef.current });

  const shown = (name: keyof SecurityValues) => Boolean(formik.touched[name] && formik.errors[name]);

  return (
    <CardSection titleId={titleId} title={t('security.title')} titleGap={1}>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        data={data}
        loading={<BusySkeleton label={t('security.loading')} lines={LOADING_LINES} />}
        errorText={t('security.error')}
        retryLabel={t('common.retry')}
        onRetry={refetch}
      >
        {(security) => {
          const current = security.questions.find((question) => question.id === security.current?.question_id);
          return (
            <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="current-question">
                {current ? t('security.current', { question: label(current) }) : t('security.none')}
              </Typography>
              <TextField
                select
                name="question_id"
                id={`${titleId}-question`}
                label={t('security.question')}
                value={formik.values.question_id}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={shown('question_id')}
                helperText={shown('question_id') ? formik.errors.question_id : ' '}
                fullWidth
              >
                {security.questions.map((question) => (
                  <MenuItem key={question.id} value={String(question.id)}>
                    {label(question)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                name="answer"
                id={`${titleId}-answer`}
                label={t('security.answer')}
                value={formik.values.answer}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={shown('answer')}
                helperText={shown('answer') ? formik.errors.answer : t('security.answerHelp')}
                autoComplete="off"
                fullWidth
              />
              <TextField
                name="current_password"
                id={`${titleId}-current-password`}
                type="password"
                label={t('security.currentPassword')}
                value={formik.values.current_password}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={shown('current_password')}
                helperText={shown('current_password') ? formik.errors.current_password : ' '}
                autoComplete="current-password"
                fullWidth
              />
              <ServerErrorAlert message={failure} gutter={false} />
              <FormActions submitting={formik.isSubmitting} submitLabel={t('common.save')} pendingLabel={t('common.saving')} />
            </Box>
          );
        }}
      </QueryState>
    </CardSection>
  );
}
