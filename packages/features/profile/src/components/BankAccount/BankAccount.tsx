import {
  useAddBankAccountMutation,
  useGetBankAccountQuery,
  useRemoveBankAccountMutation,
  type GatewayError,
} from '@agent-portal/api-client';
import { showToast, useSubmitWithValidation } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { bankAccountSchema, type BankAccountFormValues } from '../../validation/bankAccount';
import { translateError } from '../../validation/messages';
import { ConfirmDialog, Field, ProfileSection } from '../PersonalInformation/Section';

/** Props of {@link BankAccount}. */
export interface BankAccountProps {
  /** The signed-in agent's id (the gateway uses the token's; kept for symmetry and tests). */
  userId: number;
}

const EMPTY: BankAccountFormValues = { account_holder: '', routing_number: '', account_number: '', account_type: 'CHECKING' };

/**
 * The agent's one bank account (issue #4, §7 `agent-bank-account`): shown masked
 * (••••1234 — the full number is never returned after saving), added with a form (create
 * mode, §4; holder, US ABA routing number with checksum, 4–17 digit account number, type;
 * `POST /agent-bank-account`) and removed after a confirmation (`PUT /agent-bank-account`).
 */
export function BankAccount({ userId: _userId }: BankAccountProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const query = useGetBankAccountQuery();
  const [add] = useAddBankAccountMutation();
  const [remove, removal] = useRemoveBankAccountMutation();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<BankAccountFormValues>({
    initialValues: EMPTY,
    validationSchema: bankAccountSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await add({
          account_holder: values.account_holder.trim(),
          routing_number: values.routing_number.trim(),
          account_number: values.account_number.trim(),
          account_type: values.account_type,
        }).unwrap();
        showToast(t('bank.added'), 'success');
        formik.resetForm();
        setAdding(false);
      } catch (error) {
        setServerError((error as GatewayError).message);
      }
    },
  });
  const submit = useSubmitWithValidation(formik);

  const onRemove = async () => {
    setServerError(null);
    try {
      await remove().unwrap();
      showToast(t('bank.removed'), 'success');
    } catch (error) {
      setServerError((error as GatewayError).message);
    } finally {
      setConfirming(false);
    }
  };

  const text = (name: keyof BankAccountFormValues) => ({
    id: `bank-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? translateError(t, formik.errors[name]) : undefined,
    fullWidth: true,
  });

  const account = query.data;
  return (
    <ProfileSection
      title={t('bank.title')}
      subtitle={t('bank.subtitle')}
      actions={
        account ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('common.remove')}
          </Button>
        ) : !adding && query.isSuccess ? (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('common.add')}
          </Button>
        ) : null
      }
    >
      {serverError && !adding ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {serverError}
        </Alert>
      ) : null}
      {query.isLoading ? (
        <Skeleton variant="rounded" height={72} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('bank.loadError')}
        </Alert>
      ) : account ? (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, m: 0 }} data-testid="bank-account-view">
          <Field label={t('bank.holder')} value={account.account_holder} />
          <Field label={t('bank.number')} value={<span aria-label={t('bank.masked', { last4: account.account_last4 })}>•••• {account.account_last4}</span>} />
          <Field label={t('bank.type')} value={`${t(`bank.${account.account_type}`)} · ${account.routing_number}`} />
        </Box>
      ) : adding ? (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('bank.addTitle')}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
            {t('bank.addTitle')}
          </Typography>
          {serverError ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...text('account_holder')} label={t('bank.holder')} autoComplete="name" required />
            <TextField {...text('account_type')} select label={t('bank.type')} required>
              <MenuItem value="CHECKING">{t('bank.CHECKING')}</MenuItem>
              <MenuItem value="SAVINGS">{t('bank.SAVINGS')}</MenuItem>
            </TextField>
            <TextField
              {...text('routing_number')}
              label={t('bank.routing')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
              helperText={(formik.touched.routing_number ? translateError(t, formik.errors.routing_number) : undefined) ?? t('bank.routingHint')}
            />
            <TextField
              {...text('account_number')}
              label={t('bank.number')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 17, autoComplete: 'off' } }}
              helperText={(formik.touched.account_number ? translateError(t, formik.errors.account_number) : undefined) ?? t('bank.numberHint')}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            <Button
              onClick={() => {
                formik.resetForm();
                setServerError(null);
                setAdding(false);
              }}
              disabled={formik.isSubmitting}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t('common.saving') : t('common.save')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('bank.empty')}</Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('bank.removeTitle')}
        text={t('bank.removeText')}
        confirmLabel={t('common.remove')}
        cancelLabel={t('common.cancel')}
        busy={removal.isLoading}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
