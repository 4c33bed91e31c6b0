import { useListTicketsQuery } from '@agent-portal/api-client';
import { TICKET_STATUSES, type TicketSort, type TicketSummary } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';
import { useFormatters } from '@agent-portal/i18n';
import { DataTable, FilterSelect, KeepCodesWhole, PageHeader, TruncatedText, oneOf, useUrlListState } from '@agent-portal/ui-kit';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TicketForm } from '../components/TicketForm/TicketForm.js';
import { TicketStatusChip } from '../components/TicketStatusChip/TicketStatusChip.js';
import { HELP_NS } from '../i18n/index.js';

const SORTS = ['created_at', 'updated_at', 'status', 'priority'] as const;

/**
 * The `help/generate-ticket` route module (lazy; issue #12, spec §2): the agent's support tickets
 * (server paging, status filter and sort in the URL; a row opens the ticket) and "New ticket",
 * which opens the ticket form in create mode (also from `?new=1`, the help home's tile).
 */
export function Component() {
  const { t } = useTranslation(HELP_NS);
  const { formatDateTime } = useFormatters();
  const navigate = useNavigate();
  const searchParams = useSearchParams();
  const { params, update, pagination, page, pageSize } = useUrlListState(searchParams, { keepPageFor: ['new'] });
  const status = oneOf(params.get('status'), TICKET_STATUSES);
  const sortParam = params.get('sort') ?? 'updated_at:desc';
  const [sortColumn, sortDirection] = sortParam.split(':') as [string, string];
  const sort = (oneOf(sortColumn, SORTS) && oneOf(sortDirection, ['asc', 'desc'] as const) ? sortParam : 'updated_at:desc') as TicketSort;
  const creating = params.get('new') === '1';
  const list = useListTicketsQuery({ page, limit: pageSize, status, sort });
  const [column, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  return (
    <>
      <PageHeader
        title={t('tickets.title')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => update({ new: 1 })}>
            {t('tickets.newTicket')}
          </Button>
        }
      />
      <Box sx={{ mb: 2, maxWidth: 280 }}>
        <FilterSelect
          label={t('tickets.status')}
          value={status ?? ''}
          allLabel={t('tickets.allStatuses')}
          choices={TICKET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => update({ status: value || undefined })}
        />
      </Box>
      <DataTable<TicketSummary>
        aria-label={t('tickets.table')}
        rows={list.data?.data}
        loading={list.isFetching}
        error={list.isError}
        errorText={t('tickets.loadError')}
        onRetry={list.refetch}
        emptyTitle={status ? t('tickets.emptyFiltered') : t('tickets.empty')}
        emptyDescription={status ? undefined : t('tickets.emptyText')}
        onRowClick={(row) => navigate(paths.ticket(row.id))}
        getRowLabel={(row) => `${row.ticket} ${row.subject}`}
        sort={{ by: column, direction }}
        onSortChange={(next) => update({ sort: `${next.by}:${next.direction}` })}
        pagination={{ ...pagination, total: list.data?.count ?? 0 }}
        columns={[
          { id: 'ticket', header: t('tickets.number'), render: (row) => <TruncatedText text={row.ticket} translate="no" />, nowrap: true },
          {
            id: 'subject',
            header: t('tickets.subject'),
            render: (row) => (
              <>
                <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: row.awaiting_agent ? 600 : undefined }} translate="no">
                  <KeepCodesWhole text={row.subject} />
                </Typography>
                {row.awaiting_agent && (
                  <Typography variant="caption" color="warning.main" component="span" sx={{ fontWeight: 600 }}>
                    {t('tickets.awaiting')}
                  </Typography>
                )}
              </>
            ),
          },
          { id: 'category', header: t('tickets.category'), render: (row) => t(`categories.${row.category}`) },
          { id: 'priority', header: t('tickets.priority'), render: (row) => t(`priorities.${row.priority}`), sortable: true },
          { id: 'status', header: t('tickets.status'), render: (row) => <TicketStatusChip status={row.status} />, sortable: true },
          { id: 'updated_at', header: t('tickets.updated'), render: (row) => formatDateTime(row.updated_at), sortable: true, nowrap: true, firstSortDirection: 'desc' },
        ]}
      />
      <TicketForm
        open={creating}
        onClose={() => update({ new: undefined })}
        onSaved={(ticket) => navigate(paths.ticket(ticket.id), { replace: true })}
      />
    </>
  );
}
