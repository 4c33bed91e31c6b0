import { useListBonusesQuery } from '@agent-portal/api-client';
import type { BonusStatus, BonusType } from '@agent-portal/api-client/wire';
import { FilterSelect, oneOf, useUrlListState } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BonusTable } from '../components/BonusTable/BonusTable.js';
import { ReportPageHeader } from '../components/ReportPageHeader/ReportPageHeader.js';
import { ReportTotals } from '../components/ReportTotals/ReportTotals.js';
import { useOpeningPayCycle } from '../hooks/useOpeningPayCycle.js';
import { OpeningCycleNote } from '../components/OpeningCycleNote/OpeningCycleNote.js';
import { REPORTS_NS } from '../i18n/index.js';

const TYPES: readonly BonusType[] = ['PRODUCTION', 'RECRUITING', 'PERSISTENCY'];
const STATUSES: readonly BonusStatus[] = ['PAID', 'PENDING'];

/**
 * The `reports/bonus` route module (lazy, issue #9): the bonuses of the pay cycle in the URL,
 * filtered by type and status (`?type=&status=`), server-paged (`?page=&limit=`), with the
 * total of the whole filtered set above the table.
 *
 * Without a cycle in the URL it opens on the current cycle when it has bonuses, else the latest that does, and says which (issue #27 §4,
 * `useOpeningPayCycle`); nothing is requested before that cycle is known.
 */
export function Component() {
  const { t } = useTranslation(REPORTS_NS);
  const { cycle, setCycle, ready, reason, current } = useOpeningPayCycle('bonuses');
  const { params, page, pageSize, update, pagination } = useUrlListState(useSearchParams());
  const type = oneOf(params.get('type'), TYPES);
  const status = oneOf(params.get('status'), STATUSES);
  // Issue #27 §4: nothing is asked before the cycle to open on is known.
  const query = useListBonusesQuery(ready ? { start_date: cycle.start_date, end_date: cycle.end_date, type, status, page, limit: pageSize } : skipToken);
  const data = query.currentData;
  return (
    <>
      <ReportPageHeader title={t('bonus.title')} subtitle={t('bonus.subtitle')} cycle={cycle} onCycleChange={setCycle} />
      <OpeningCycleNote reason={reason} cycle={cycle} current={current} kind="bonuses" />
      <Box role="group" aria-label={t('commissions.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <FilterSelect
          label={t('bonus.filter.type')}
          value={type ?? ''}
          allLabel={t('commissions.all')}
          choices={TYPES.map((v) => ({ value: v, label: t(`bonus.type.${v}`) }))}
          onChange={(v) => update({ type: v })}
        />
        <FilterSelect
          label={t('bonus.filter.status')}
          value={status ?? ''}
          allLabel={t('commissions.all')}
          choices={STATUSES.map((v) => ({ value: v, label: t(`bonus.status.${v}`) }))}
          onChange={(v) => update({ status: v })}
        />
      </Box>
      {data && data.count > 0 ? <ReportTotals title={t('bonus.total')} totals={[{ id: 'bonus', label: t('bonus.title'), cents: data.total_cents, strong: true }]} /> : null}
      <BonusTable
        rows={data?.data}
        pagination={{ ...pagination, total: data?.count ?? 0 }}
        loading={query.isFetching || !ready}
        error={query.isError}
        onRetry={query.refetch}
      />
    </>
  );
}
