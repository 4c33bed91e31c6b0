import { useGetChargeableSettingsQuery } from '@agent-portal/api-client';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments';
import { formatCents } from '../PayDuePanel/format';
import { BusySkeleton, type SkeletonLine } from '../shared/BusySkeleton';
import { QueryState } from '../shared/QueryState';
import { CardSection } from '../shared/CardSection';

const LOADING_LINES: readonly SkeletonLine[] = [{ height: 28, width: '60%' }, { height: 120 }];

/** Props of {@link ChargeableSettings}. */
export interface ChargeableSettingsProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The agent's chargeable settings (`GET /payment/settings/chargeable/{id}`, spec §7; issue #4
 * recurring-payment): billing day, automatic payment, and per subscription whether it is charged
 * and its price per month or year. Loading, error (with retry) states.
 */
export function ChargeableSettings({ userId }: ChargeableSettingsProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useGetChargeableSettingsQuery(userId);

  return (
    <CardSection titleId={titleId} title={t('settings.title')} titleGap={1.5}>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        data={data}
        loading={<BusySkeleton label={t('settings.loading')} lines={LOADING_LINES} />}
        errorText={t('settings.error')}
        retryLabel={t('due.retry')}
        onRetry={refetch}
      >
        {(settings) => (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('settings.billingDay', { day: settings.billing_day })}
            </Typography>
            <Chip size="small" color={settings.auto_pay ? 'success' : 'default'} label={settings.auto_pay ? t('settings.autoPayOn') : t('settings.autoPayOff')} sx={{ mb: 2 }} />
            <TableContainer>
            <Table size="small" aria-labelledby={titleId} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings.subscriptionType')}</TableCell>
                  <TableCell>{t('settings.charged')}</TableCell>
                  <TableCell align="right">{t('settings.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {settings.subscriptions.map((subscription) => {
                  const amount = formatCents(subscription.amount_cents, settings.currency, language);
                  return (
                    <TableRow key={subscription.subscription_type}>
                      <TableCell>{t(`subscription.${subscription.subscription_type}`)}</TableCell>
                      <TableCell>{subscription.charged ? t('settings.yes') : t('settings.no')}</TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {subscription.billing_interval === 'YEARLY' ? t('settings.perYear', { amount }) : t('settings.perMonth', { amount })}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            </TableContainer>
          </>
        )}
      </QueryState>
    </CardSection>
  );
}
