import type { ClientPolicy } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { DataTable, EmptyState, SectionCard, useProductTypeLabel, type DataTableColumn } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENTS_NS } from '../../i18n/index.js';
import { DueDate } from '../DueDate/DueDate.js';
import { CURRENCY } from '../../money.js';
import { PolicyStatusChip } from '../PolicyStatusChip/PolicyStatusChip.js';

/** Props of {@link PolicyTable}. */
export interface PolicyTableProps {
  /** The client's policies as the gateway orders them (newest effective date first); amounts in cents, dates ISO. */
  policies: readonly ClientPolicy[];
}

/**
 * A client's policies on `my-clients/{id}` (issue #11; CONTRACTS "Clients" `ClientDetail.policies`)
 * in an outlined section titled "Policies" that names the table: policy number, product type,
 * product (plan name, carrier below), status (a coloured chip with text), premium per mode
 * ("$123.45 / month"), face amount ("—" for products without one), effective date and next
 * premium due. Unpaged (a client has a handful); "No policies yet" when there are none.
 * Below 600 px each policy is a stacked card. The product type is worded in the page's language;
 * the plan and carrier names are marked `translate="no"` (issue #29).
 */
export function PolicyTable({ policies }: PolicyTableProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const { formatDate, formatMoney } = useFormatters();
  const titleId = useId();
  const productTypeLabel = useProductTypeLabel();
  const none = t('common.none');

  const columns = useMemo<DataTableColumn<ClientPolicy>[]>(
    () => [
      { id: 'policy_no', header: t('detail.policies.columns.policyNo'), nowrap: true, render: (p) => p.policy_no },
      { id: 'product_type', header: t('detail.policies.columns.productType'), render: (p) => productTypeLabel(p.product_type.title) },
      {
        id: 'product',
        header: t('detail.policies.columns.product'),
        render: (p) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} translate="no">
              {p.product_name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} translate="no">
              {p.carrier}
            </Typography>
          </Box>
        ),
      },
      { id: 'status', header: t('detail.policies.columns.status'), render: (p) => <PolicyStatusChip status={p.status} /> },
      {
        id: 'premium',
        header: t('detail.policies.columns.premium'),
        align: 'right',
        nowrap: true,
        render: (p) => t(`common.premium.${p.premium_mode}`, { amount: formatMoney(p.premium_cents, CURRENCY) }),
      },
      {
        id: 'face_amount',
        header: t('detail.policies.columns.faceAmount'),
        align: 'right',
        nowrap: true,
        render: (p) => (p.face_amount_cents === null ? none : formatMoney(p.face_amount_cents, CURRENCY)),
      },
      { id: 'effective_date', header: t('detail.policies.columns.effectiveDate'), nowrap: true, render: (p) => formatDate(p.effective_date) },
      {
        id: 'next_premium_due',
        header: t('detail.policies.columns.nextPremiumDue'),
        nowrap: true,
        render: (p) => (p.next_premium_due ? <DueDate due={p.next_premium_due} /> : none),
      },
    ],
    [t, formatDate, formatMoney, none, productTypeLabel],
  );

  return (
    <SectionCard title={t('detail.policies.title')} titleId={titleId}>
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        rows={policies}
        getRowProps={(p) => ({ 'data-policy-no': p.policy_no })}
        empty={<EmptyState title={t('detail.policies.empty')} image={null} />}
        minWidth={900}
      />
    </SectionCard>
  );
}
