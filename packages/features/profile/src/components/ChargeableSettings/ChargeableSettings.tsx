import { useGetChargeableSettingsQuery } from '@agent-portal/api-client';
import type { ChargeableSubscription } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, DataTable, QueryState, SectionCard, type DataTableColumn, type SkeletonLine } from '@agent-portal/ui-kit';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments/index.js';

const LOADING_LINES: readonly SkeletonLine[] = [{ height: 28, width: '60%' }, { height: 120 }];

/** Props of {@link ChargeableSettings}. */
export interface ChargeableSettingsProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The agent's chargeable settings (`GET /payment/settings/chargeable/{id}`, spec §7; issue #4
 * recurring-payment): billing day, automatic payment, and per subscription whether it is charged
 * and its price per month or year (integer cents + ISO 4217 currency, in the active language by
 * `useFormatters`), in a small unpaged ui-kit `DataTable` (stacked cards on a phone). A ui-kit
 * `SectionCard` with `QueryState`: skeleton, error with retry.
 */
export function ChargeableSettings({ userId }: ChargeableSettingsProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { formatMoney } = useFormatters();
  const titleId = useId();
  const query = useGetChargeableSettingsQuery(userId);

  return (
    <SectionCard titleId={titleId} title={t('settings.title')} titleGap={1.5}>
      <QueryState
        query={query}
        loading={<BusySkeleton label={t('settings.loading')} lines={LOADING_LINES} />}
        errorText={t('settings.error')}
        retryLabel={t('due.retry')}
      >
        {(settings) => {
          const columns: DataTableColumn<ChargeableSubscription>[] = [
            { id: 'subscription', header: t('settings.subscriptionType'), render: (s) => t(`subscription.${s.subscription_type}`) },
            { id: 'charged', header: t('settings.charged'), render: (s) => (s.charged ? t('settings.yes') : t('settings.no')) },
            {
              id: 'price',
              header: t('settings.price'),
              align: 'right',
              nowrap: true,
              cellSx: { fontVariantNumeric: 'tabular-nums' },
              render: (s) => {
                const amount = formatMoney(s.amount_cents, settings.currency);
                return s.billing_interval === 'YEARLY' ? t('settings.perYear', { amount }) : t('settings.perMonth', { amount });
              },
            },
          ];
          return (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('settings.billingDay', { day: settings.billing_day })}
              </Typography>
              <Chip
                size="small"
                color={settings.auto_pay ? 'success' : 'default'}
                label={settings.auto_pay ? t('settings.autoPayOn') : t('settings.autoPayOff')}
                sx={{ mb: 2 }}
              />
              <DataTable aria-labelledby={titleId} columns={columns} rows={settings.subscriptions} getRowId={(s) => s.subscription_type} />
            </>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
