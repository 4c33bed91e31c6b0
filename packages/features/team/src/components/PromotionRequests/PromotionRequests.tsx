import type { PromotionPerson, PromotionRequest, PromotionStatus } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { PagedDataTable, usePagedListTexts, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';

/** A person's full name ("Paz Lee"). */
export const personName = (person: Pick<PromotionPerson, 'first_name' | 'last_name'>) => `${person.first_name} ${person.last_name}`;

const STATUS_ICON = { PENDING: HourglassEmptyOutlined, APPROVED: CheckCircleOutline, DECLINED: CancelOutlined } as const;
const STATUS_COLOR = { PENDING: 'info', APPROVED: 'success', DECLINED: 'default' } as const;

/** Props of {@link PromotionStatusChip}. */
export interface PromotionStatusChipProps {
  status: PromotionStatus;
}

/** A request's status as a chip with an icon and the translated word (never colour alone). */
export function PromotionStatusChip({ status }: PromotionStatusChipProps) {
  const { t } = useTranslation(TEAM_NS);
  const Icon = STATUS_ICON[status];
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} icon={<Icon />} label={t(`promotion.status.${status}`)} data-status={status} />;
}

/**
 * What both request tables take: the list's state (ui-kit `PagedListProps`: the page of requests — `PromotionPage.data`,
 * `undefined` while the first page loads —, server paging with `page`, `limit` and `count`, loading, the error and its retry).
 */
type RequestTableProps = Pick<PagedListProps<PromotionRequest>, 'rows' | 'pagination' | 'loading' | 'error' | 'onRetry'>;

/** Props of {@link MyPromotionRequests}. */
export type MyPromotionRequestsProps = RequestTableProps;

/**
 * "My requests" (`GET /promotion?scope=MINE`, newest first; spec §6, docs/CONTRACTS.md "Team"):
 * requested at, from → to rank, a status chip, decided at, decided by and the decider's note as
 * plain text. Server-paged; stacked cards on a phone.
 */
export function MyPromotionRequests(list: MyPromotionRequestsProps) {
  const { t } = useTranslation(TEAM_NS);
  const { formatDateTime } = useFormatters();
  const columns = useMemo<DataTableColumn<PromotionRequest>[]>(
    () => [
      { id: 'requested_at', header: t('promotion.mine.requestedAt'), nowrap: true, render: (r) => formatDateTime(r.requested_at) },
      {
        id: 'change',
        header: t('promotion.mine.change'),
        render: (r) => t('promotion.change', { from: t(`common.ranks.${r.from_rank}`), to: t(`common.ranks.${r.to_rank}`) }),
      },
      { id: 'status', header: t('promotion.mine.status'), render: (r) => <PromotionStatusChip status={r.status} /> },
      { id: 'decided_at', header: t('promotion.mine.decidedAt'), nowrap: true, render: (r) => (r.decided_at ? formatDateTime(r.decided_at) : '—') },
      { id: 'decided_by', header: t('promotion.mine.decidedBy'), render: (r) => (r.decided_by ? <span translate="no">{personName(r.decided_by)}</span> : '—') },
      { id: 'note', header: t('promotion.mine.note'), cellSx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' }, render: (r) => (r.note ? <span translate="no">{r.note}</span> : '—') },
    ],
    [t, formatDateTime],
  );
  return (
    <PagedDataTable
      {...list}
      aria-label={t('promotion.mine.title')}
      columns={columns}
      texts={usePagedListTexts(TEAM_NS, 'promotion.mine')}
    />
  );
}

/** Props of {@link PromotionsToDecide}. */
export interface PromotionsToDecideProps extends RequestTableProps {
  /** Approve or Decline was pressed on a row (open the decision dialog). */
  onDecide: (request: PromotionRequest, decision: 'APPROVED' | 'DECLINED') => void;
}

/**
 * "To decide" (`GET /promotion?scope=TO_DECIDE`: the PENDING requests of the downline the
 * caller may decide; docs/CONTRACTS.md "Team"): requester, from → to, requested at and an
 * Approve and a Decline button per row (named with the requester for screen readers).
 */
export function PromotionsToDecide({ onDecide, ...list }: PromotionsToDecideProps) {
  const { t } = useTranslation(TEAM_NS);
  const { formatDateTime } = useFormatters();
  const columns = useMemo<DataTableColumn<PromotionRequest>[]>(
    () => [
      { id: 'requester', header: t('promotion.toDecide.requester'), render: (r) => (
          <>
            <span translate="no">{personName(r.requester)}</span> ({r.requester.code})
          </>
        ),
      },
      {
        id: 'change',
        header: t('promotion.toDecide.change'),
        render: (r) => t('promotion.change', { from: t(`common.ranks.${r.from_rank}`), to: t(`common.ranks.${r.to_rank}`) }),
      },
      { id: 'requested_at', header: t('promotion.toDecide.requestedAt'), nowrap: true, render: (r) => formatDateTime(r.requested_at) },
      {
        id: 'actions',
        header: t('promotion.toDecide.actions'),
        render: (r) => (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" onClick={() => onDecide(r, 'APPROVED')} aria-label={t('promotion.toDecide.approveLabel', { name: personName(r.requester) })}>
              {t('promotion.toDecide.approve')}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => onDecide(r, 'DECLINED')} aria-label={t('promotion.toDecide.declineLabel', { name: personName(r.requester) })}>
              {t('promotion.toDecide.decline')}
            </Button>
          </Box>
        ),
      },
    ],
    [t, formatDateTime, onDecide],
  );
  return (
    <PagedDataTable
      {...list}
      aria-label={t('promotion.toDecide.title')}
      columns={columns}
      texts={usePagedListTexts(TEAM_NS, 'promotion.toDecide')}
    />
  );
}
