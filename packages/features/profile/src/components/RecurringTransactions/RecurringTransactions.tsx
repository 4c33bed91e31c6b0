import { useListRecurringInvoicesQuery } from '@agent-portal/api-client';
import type { RecurringInvoice, RecurringInvoiceStatus } from '@agent-portal/api-client/wire';
import { blockedRedirectFrom, useBlockedStatus } from '@agent-portal/auth-session';
import { useFormatters } from '@agent-portal/i18n';
import { DataTable, FIRST_PAGE, SectionCard, pageCount, showToast, slicePage, usePaging, type DataTableColumn } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { PayDuePanel } from '../PayDuePanel/PayDuePanel.js';

/** Anchor of the section: the block check sends blocked agents to `/my-profile#recurring-transactions` (§4). */
export const RECURRING_TRANSACTIONS_ANCHOR = 'recurring-transactions';

/** Page sizes of the table (10 by default, spec §9). */
const RECURRING_PAGE_SIZES = [5, 10, 25] as const;

/** How many invoices are fetched (the sandbox's maximum page); the table pages them on the client. */
const FETCH_LIMIT = 100;

const STATUS_COLOR: Record<RecurringInvoiceStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  PAID: 'success',
  FAILED: 'error',
};

/** Props of {@link RecurringTransactions}. */
export interface RecurringTransactionsProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * Recurring transactions (issue #4, spec §4 Blocked): a ui-kit `SectionCard` with the anchor
 * `#recurring-transactions` (scrolled into view when the URL has that hash), the agent's
 * recurring invoices (`GET /recurring/invoices?user_id&limit=100`) in a ui-kit `DataTable`
 * named "Recurring transactions" — date and amount (integer cents + ISO 4217 currency) in the
 * active language (`useFormatters`), subscription, status chip; paged on the client, 1-based,
 * 10 per page (5/10/25); stacked cards on a phone — and, when the agent is blocked (the two
 * latest CP_UTILIZATION invoices FAILED), a banner that says why, with `PayDuePanel` to pay at once.
 * Each time the block check sends the agent back here from another page (a menu click), a toast
 * says why and the banner takes focus and comes into view (issue #28 item 7: it bounced silently).
 */
export function RecurringTransactions({ userId }: RecurringTransactionsProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const { formatDate, formatMoney } = useFormatters();
  const { isBlocked } = useBlockedStatus(userId);
  const invoices = useListRecurringInvoicesQuery({ user_id: userId, limit: FETCH_LIMIT });
  const paging = usePaging({ pageSizes: RECURRING_PAGE_SIZES });
  const titleId = useId();
  useScrollToAnchor(RECURRING_TRANSACTIONS_ANCHOR, [isBlocked]);
  const location = useLocation();
  const sentFrom = blockedRedirectFrom(location.state);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isBlocked || sentFrom === null) return;
    showToast(t('recurring.sentBack'), 'warning');
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    banner.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    banner.current?.focus({ preventScroll: true });
    // Once per redirect: every bounce is a new navigation (location.key), even to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, isBlocked, sentFrom]);

  const columns = useMemo<DataTableColumn<RecurringInvoice>[]>(
    () => [
      { id: 'date', header: t('recurring.date'), nowrap: true, render: (invoice) => formatDate(invoice.invoice_date) },
      { id: 'type', header: t('recurring.type'), render: (invoice) => t(`recurring.subscription.${invoice.subscription_type}`) },
      {
        id: 'amount',
        header: t('recurring.amount'),
        align: 'right',
        nowrap: true,
        cellSx: { fontVariantNumeric: 'tabular-nums' },
        render: (invoice) => formatMoney(invoice.amount_cents, invoice.currency),
      },
      {
        id: 'status',
        header: t('recurring.status'),
        render: (invoice) => <Chip size="small" color={STATUS_COLOR[invoice.status]} label={t(`recurring.statusLabel.${invoice.status}`)} />,
      },
    ],
    [t, formatDate, formatMoney],
  );

  const all = invoices.data;
  const total = all?.length ?? 0;
  // The list is paged here: a page past the end (the list shrank) shows the last page.
  const page = Math.min(paging.page, Math.max(FIRST_PAGE, pageCount(total, paging.pageSize)));
  return (
    <SectionCard id={RECURRING_TRANSACTIONS_ANCHOR} titleId={titleId} title={t('recurring.title')} subtitle={t('recurring.subtitle')}>
      {isBlocked ? (
        <Box sx={{ mb: 3 }}>
          <Alert ref={banner} tabIndex={-1} severity="error" sx={{ mb: 2 }} role="alert" data-testid="blocked-banner">
            <AlertTitle>{t('recurring.blockedTitle')}</AlertTitle>
            {t('recurring.blockedText')}
          </Alert>
          <PayDuePanel userId={userId} />
        </Box>
      ) : null}
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        rows={all ? slicePage(all, page, paging.pageSize) : undefined}
        getRowProps={() => ({ 'data-testid': 'recurring-row' })}
        loading={invoices.isFetching}
        error={invoices.isError}
        errorText={t('recurring.loadError')}
        onRetry={invoices.refetch}
        emptyTitle={t('recurring.empty')}
        pagination={{ ...paging.pagination(total), page }}
        labels={{ retry: t('page.retry') }}
      />
    </SectionCard>
  );
}
