import {
  useAddBankAccountMutation,
  useGetBankAccountQuery,
  useRemoveBankAccountMutation,
} from '@agent-portal/api-client';
import { EditableSectionForm, FormikSelectField, FormikTextField, useEditableSection } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { bankAccountSchema, type BankAccountFormValues } from '../../validation/bankAccount.js';
import { translateError } from '../../validation/messages.js';
import { Field } from '../Field/Field.js';
import { AddFormHeading, SingleItemSection } from '../SingleItemSection/SingleItemSection.js';

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
 * `POST /agent-bank-account`) and removed after a ui-kit `ConfirmDialog` (`PUT /agent-bank-account`).
 * Built on {@link SingleItemSection} and ui-kit's Formik fields, `useEditableSection` (the add form: §5 invalid
 * submit, emptied after saving, the focus back on "Add" when cancelled) and `EditableSectionForm`.
 */
export function BankAccount({ userId: _userId }: BankAccountProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const query = useGetBankAccountQuery();
  const [add] = useAddBankAccountMutation();
  const [remove, removal] = useRemoveBankAccountMutation();
  const section = useEditableSection<BankAccountFormValues>({
    initialValues: EMPTY,
    validationSchema: bankAccountSchema,
    savedMessage: t('bank.added'),
    resetAfterSave: true,
    onSave: (values) =>
      add({
        account_holder: values.account_holder.trim(),
        routing_number: values.routing_number.trim(),
        account_number: values.account_number.trim(),
        account_type: values.account_type,
      }).unwrap(),
  });
  const { formik } = section;


  const account = query.data;
  return (
    <SingleItemSection
      texts="bank"
      query={query}
      hasItem={Boolean(account)}
      section={section}
      onRemove={() => remove().unwrap()}
      removing={removal.isLoading}
    >
      {account ? (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, m: 0 }} data-testid="bank-account-view">
          <Field label={t('bank.holder')} value={<span translate="no">{account.account_holder}</span>} />
          <Field label={t('bank.number')} value={<span aria-label={t('bank.masked', { last4: account.account_last4 })}>•••• {account.account_last4}</span>} />
          <Field label={t('bank.type')} value={t(`bank.${account.account_type}`)} />
          <Field label={t('bank.routing')} value={account.routing_number} />
        </Box>
      ) : section.editing ? (
        <EditableSectionForm
          section={section}
          aria-label={t('bank.addTitle')}
          heading={<AddFormHeading text={t('bank.addTitle')} />}
          translateError={(message) => translateError(t, message)}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormikTextField formik={formik} name="account_holder" id="bank-account_holder" label={t('bank.holder')} autoComplete="name" required fullWidth />
            <FormikSelectField
              formik={formik}
              name="account_type"
              id="bank-account_type"
              label={t('bank.type')}
              required
              fullWidth
              options={[
                { value: 'CHECKING', label: t('bank.CHECKING') },
                { value: 'SAVINGS', label: t('bank.SAVINGS') },
              ]}
            />
            <FormikTextField
              formik={formik}
              name="routing_number"
              id="bank-routing_number"
              label={t('bank.routing')}
              required
              fullWidth
              helperText={t('bank.routingHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
            />
            <FormikTextField
              formik={formik}
              name="account_number"
              id="bank-account_number"
              label={t('bank.number')}
              required
              fullWidth
              helperText={t('bank.numberHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 17, autoComplete: 'off' } }}
            />
          </Box>
        </EditableSectionForm>
      ) : (
        <Typography color="text.secondary">{t('bank.empty')}</Typography>
      )}
    </SingleItemSection>
  );
}
