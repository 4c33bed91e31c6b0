import { useChangePasswordMutation, type GatewayError } from '@agent-portal/api-client';
import { FormActions, FormikTextField, SectionCard, ServerErrorAlert, showToast, useErrorText, useSubmitWithValidation, visuallyHidden } from '@agent-portal/ui-kit';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting/index.js';
import { PASSWORD_RULES, followsPasswordRules } from './passwordRules.js';

/** Values of the password form. */
interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** The sandbox's message for a wrong current password (shown on the field). */
const WRONG_CURRENT = /current password/i;

/**
 * Password change form (`PUT /sso/v1/password/change`; spec §5, §7; issue #4 account-setting).
 * formik + yup; the new-password rules (≥ 12 characters, upper, lower, digit, symbol, not the
 * current one) show as a live checklist while typing. An invalid submit goes through ui-kit's
 * `submitWithValidation` (touched, revalidate, smooth scroll 650 ms). A wrong current password
 * (400) shows the server's message on that field; every failure keeps what was typed. Success →
 * toast, the form clears; the sandbox signs the agent's other sessions out. Built from ui-kit's
 * `SectionCard`, `FormikTextField`, `ServerErrorAlert` and `FormActions`.
 */
export function PasswordChange() {
  const { t } = useTranslation(ACCOUNT_SETTING_NS);
  const errorText = useErrorText();
  const titleId = useId();
  const rulesId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [changePassword] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);

  const schema = useMemo(
    () =>
      yup.object({
        current_password: yup.string().required(t('common.required')),
        new_password: yup
          .string()
          .required(t('common.required'))
          .test('rules', t('password.rulesBroken'), function rules(value) {
            return followsPasswordRules(value ?? '', (this.parent as PasswordValues).current_password ?? '');
          }),
        confirm_password: yup
          .string()
          .required(t('common.required'))
          .oneOf([yup.ref('new_password')], t('password.mismatch')),
      }),
    [t],
  );

  const formik = useFormik<PasswordValues>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const result = await changePassword({ current_password: values.current_password, new_password: values.new_password }).unwrap();
        showToast(result.message ?? t('password.changed'), 'success');
        helpers.resetForm();
      } catch (caught) {
        const error = caught as GatewayError;
        if (error.status === 400 && WRONG_CURRENT.test(error.message)) {
          helpers.setFieldError('current_password', error.message);
        } else {
          setFailure(t('password.failed', { message: errorText(error) }));
        }
      }
    },
  });
  const submit = useSubmitWithValidation(formik, { container: formRef.current });

  /** The props every password field shares (the yup messages are translated already). */
  const fieldProps = (name: keyof PasswordValues) => ({
    formik,
    name,
    id: `${titleId}-${name}`,
    helperText: ' ',
    type: visible ? 'text' : 'password',
    fullWidth: true,
    autoComplete: name === 'current_password' ? 'current-password' : 'new-password',
  });

  const toggle = (
    <InputAdornment position="end">
      <IconButton onClick={() => setVisible((v) => !v)} aria-label={visible ? t('password.hide') : t('password.show')} edge="end">
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <SectionCard titleId={titleId} title={t('password.title')}>
      <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
        <FormikTextField {...fieldProps('current_password')} label={t('password.current')} slotProps={{ input: { endAdornment: toggle } }} />
        <FormikTextField
          {...fieldProps('new_password')}
          label={t('password.new')}
          slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
        />
        <Box id={rulesId} aria-live="polite">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('password.rulesTitle')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {PASSWORD_RULES.map((rule) => {
              const met = rule.test(formik.values.new_password, formik.values.current_password);
              return (
                <Box
                  component="li"
                  key={rule.id}
                  data-rule={rule.id}
                  data-met={met}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
                >
                  {met ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
                  <Typography variant="body2" component="span">
                    {t(`password.rules.${rule.id}`)}
                    <Box component="span" sx={visuallyHidden}>
                      {` (${met ? t('password.ruleMet') : t('password.ruleNotMet')})`}
                    </Box>
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
        <FormikTextField {...fieldProps('confirm_password')} label={t('password.confirm')} sx={{ mt: 2 }} />
        <ServerErrorAlert message={failure} gutter={false} />
        <FormActions submitting={formik.isSubmitting} submitLabel={t('password.submit')} pendingLabel={t('common.saving')} />
      </Box>
    </SectionCard>
  );
}
