import { selectUserId } from '@agent-portal/auth-session';
import { PageHeader } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ChargeableSettings } from '../components/ChargeableSettings/ChargeableSettings.js';
import { PayDuePanel } from '../components/PayDuePanel/PayDuePanel.js';
import { PaymentHistory } from '../components/PaymentHistory/PaymentHistory.js';
import { PAYMENTS_NS } from '../i18n/payments/index.js';

/**
 * The `recurring-payment` route module (lazy; spec §2, §7 `payment`; issue #4): chargeable
 * settings, what is due with taxes and total and the pay-now action ({@link PayDuePanel}), and
 * the payment history paged on the server.
 */
export function Component() {
  const { t } = useTranslation(PAYMENTS_NS);
  const userId = useSelector(selectUserId);
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {userId === null ? null : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <ChargeableSettings userId={userId} />
          <PayDuePanel userId={userId} />
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <PaymentHistory />
          </Box>
        </Box>
      )}
    </>
  );
}
