import {
  useAddBankAccountMutation,
  useGetBankAccountQuery,
  useRemoveBankAccountMutation,
} from '@agent-portal/api-client';
import { showToast, useSubmitWithValidation } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { bankAccountSchema, type BankAccountFormValues } from '../../validation/bankAccount';
import { translateError } from '../../validation/messages';
import { Field } from '../PersonalInformation/Section';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { formikTextField } from '../shared/formikTextField';
import { ProfileFormActions } from '../shared/ProfileFormActions';
import { SingleItemSection } from '../shared/SingleItemSection';
import { useServerError } from '../shared/useServerError';

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
  const { serverError, setServerError, run } = useServerError();

  const formik = useFormik<BankAccountFormValues>({
    initialValues: EMPTY,
    validationSchema: bankAccountSchema,
    onSubmit: (values) =>
      run(async () => {
        await add({
          account_holder: values.account_holder.trim(),
          routing_number: values.routing_number.trim(),
          account_number: values.account_number.trim(),
          account_type: values.account_type,
        }).unwrap();
        showToast(t('bank.added'), 'success');
        formik.resetForm();
        setAdding(false);
      }),
  });
  const submit = useSubmitWithValidation(formik);

  const onRemove = () =>
    run(async () => {
      await remove().unwrap();
      showToast(t('bank.removed'), 'success');
    });

  const text = formikTextField(formik, t, 'bank');

  const account = query.data;
  return (
    <SingleItemSection
      texts="bank"
      query={query}
      hasItem={Boolean(account)}
      adding={adding}
      onAdd={() => setAdding(true)}
      serverError={serverError}
      onRemove={onRemove}
      removing={removal.isLoading}
    >
      {account ? (
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
          <ServerErrorAlert message={serverError} />
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
          <ProfileFormActions
            formik={formik}
            onCancel={() => {
              setServerError(null);
              setAdding(false);
            }}
          />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('bank.empty')}</Typography>
      )}
    </SingleItemSection>
  );
}
