import { selectUserId } from '@agent-portal/auth-session';
import { PageHeader } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { AddressForm } from '../components/AddressForm/AddressForm.js';
import { BankAccount } from '../components/BankAccount/BankAccount.js';
import { EssentialDocuments } from '../components/EssentialDocuments/EssentialDocuments.js';
import { LicenseRequest } from '../components/LicenseRequest/LicenseRequest.js';
import { PaymentCard } from '../components/PaymentCard/PaymentCard.js';
import { PersonalInformation } from '../components/PersonalInformation/PersonalInformation.js';
import { ProfileHeader } from '../components/ProfileHeader/ProfileHeader.js';
import { RecurringTransactions } from '../components/RecurringTransactions/RecurringTransactions.js';
import { MY_PROFILE_NS } from '../i18n/myProfile/index.js';

/**
 * The `my-profile` route module (lazy; issue #4, spec §2 — no block check: a blocked agent is
 * sent here, to `#recurring-transactions`). Loading it registers the `myProfile` and
 * `payments` namespaces and brings formik, yup and the card adapters in this chunk only.
 */
export function Component() {
  const { t } = useTranslation(MY_PROFILE_NS);
  const userId = useSelector(selectUserId);
  if (userId === null || userId === undefined) return null;
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ProfileHeader userId={userId} />
        <RecurringTransactions userId={userId} />
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <PersonalInformation userId={userId} />
          <AddressForm userId={userId} />
          <LicenseRequest userId={userId} />
          <BankAccount userId={userId} />
        </Box>
        <PaymentCard userId={userId} />
        <EssentialDocuments userId={userId} />
      </Box>
    </>
  );
}
