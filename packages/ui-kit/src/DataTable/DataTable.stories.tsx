import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { visuallyHidden } from '../a11y/visuallyHidden.js';
import { showToast } from '../toast/toast.js';
import { DataTable } from './DataTable.js';
import type { DataTableColumn, DataTableSort } from './DataTable.js';
import { PAGE_SIZES, slicePage } from './pagination.js';

/** A notification as the notification page lists it (spec §3). */
interface SampleNotification {
  id: number;
  subject: string;
  body: string;
  created_at: string;
  seen: boolean;
}

const SUBJECTS = ['Commission payment deposited', 'Promotion request approved', 'Support ticket answered', 'New announcement', 'Recurring invoice failed'];

/** 130 notifications, newest first; the first three unseen. */
const ALL: SampleNotification[] = Array.from({ length: 130 }, (_, i) => ({
  id: 1000 - i,
  subject: `${SUBJECTS[i % SUBJECTS.length]} #${130 - i}`,
  body: 'Your weekly commission of $1,240.55 for the pay cycle Nov 17 – Nov 23 was deposited to the account ending 6789.',
  created_at: new Date(Date.UTC(2026, 10, 23, 15, 0) - i * 7_200_000).toISOString(),
  seen: i >= 3,
}));

const when = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function notificationColumns(page: number, pageSize: number): DataTableColumn<SampleNotification>[] {
  return [
    { id: 'serial', header: 'S.No', width: 72, render: (_n, i) => (page - 1) * pageSize + i + 1 },
    {
      id: 'subject',
      header: 'Subject',
      width: '30%',
      cellSx: { overflowWrap: 'anywhere' },
      render: (n) => (
        <>
          {n.seen ? null : (
            <Box component="span" sx={visuallyHidden}>
              Unseen:{' '}
            </Box>
          )}
          {n.subject}
        </>
      ),
    },
    { id: 'body', header: 'Body', cellSx: { color: 'text.secondary', overflowWrap: 'anywhere' }, render: (n) => n.body },
    { id: 'created_at', header: 'Created At', width: 200, nowrap: true, render: (n) => <time dateTime={n.created_at}>{when(n.created_at)}</time> },
  ];
}

/** The notification page's table (spec §2) on DataTable: paged on the "server", unseen rows highlighted, rows open. */
function NotificationsDemo({ phone = false }: { phone?: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [rows, setRows] = useState(ALL);
  return (
    <Box sx={{ width: phone ? 390 : 960, maxWidth: '100%' }}>
      <DataTable<SampleNotification>
        aria-label="Notifications"
        variant="outlined"
        layout="fixed"
        columns={notificationColumns(page, pageSize)}
        rows={slicePage(rows, page, pageSize)}
        getRowId={(n) => n.id}
        pagination={{
          page,
          pageSize,
          total: rows.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        onRowClick={(n) => {
          setRows((all) => all.map((x) => (x.id === n.id ? { ...x, seen: true } : x)));
          showToast(`Opened “${n.subject}”`, 'info');
        }}
        getRowLabel={(n) => `${n.seen ? '' : 'Unseen: '}${n.subject}`}
        getRowProps={(n) => ({
          'data-unseen': !n.seen || undefined,
          'aria-description': 'Open: marks it as seen and follows its link',
          sx: n.seen
            ? undefined
            : { bgcolor: 'action.selected', boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`, '& td': { fontWeight: 600 } },
        })}
      />
    </Box>
  );
}

const meta = {
  title: 'Data display/DataTable',
  component: NotificationsDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 130 notifications, 10 per page: at most 10 page links with first/previous/next/last; click or Enter opens a row. */
export const Notifications: Story = {};

/**
 * Below 600 px every row is a card, each value preceded by its column name; nothing is
 * hidden and nothing scrolls sideways. Switch the viewport to a phone (e.g. 390 px) to see it.
 */
export const Phone: Story = { args: { phone: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } };

interface Payment {
  id: number;
  date: string;
  total: string;
  status: 'SUCCEEDED' | 'FAILED';
}

const PAYMENTS: Payment[] = [
  { id: 3, date: 'Nov 23, 2026', total: '$105.11', status: 'FAILED' },
  { id: 2, date: 'Nov 16, 2026', total: '$49.00', status: 'SUCCEEDED' },
  { id: 1, date: 'Nov 9, 2026', total: '$49.00', status: 'SUCCEEDED' },
];

const paymentColumns: DataTableColumn<Payment>[] = [
  { id: 'date', header: 'Date', nowrap: true, sortable: true, firstSortDirection: 'desc', render: (p) => p.date },
  { id: 'total', header: 'Total', align: 'right', nowrap: true, sortable: true, cellSx: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 }, render: (p) => p.total },
  {
    id: 'status',
    header: 'Status',
    render: (p) => <Chip size="small" variant="outlined" color={p.status === 'SUCCEEDED' ? 'success' : 'error'} label={p.status === 'SUCCEEDED' ? 'Paid' : 'Failed'} />,
  },
];

function SortedDemo() {
  const [sort, setSort] = useState<DataTableSort>({ by: 'date', direction: 'desc' });
  const rows = [...PAYMENTS].sort((a, b) => {
    const key = sort.by === 'total' ? (p: Payment) => Number(p.total.slice(1)) : (p: Payment) => p.id;
    return (key(a) - key(b)) * (sort.direction === 'asc' ? 1 : -1);
  });
  return <DataTable<Payment> aria-label="Payments" columns={paymentColumns} rows={rows} getRowId={(p) => p.id} sort={sort} onSortChange={setSort} />;
}

/** A small fixed table (no `pagination`) with sortable Date and Total headers (`aria-sort`). */
export const SortableUnpaged: Story = { render: () => <SortedDemo /> };

/** The first load: skeleton rows, `aria-busy`. */
export const FirstLoad: Story = {
  render: () => <DataTable<Payment> aria-label="Payments" columns={paymentColumns} rows={undefined} loading getRowId={(p) => p.id} skeletonRows={4} />,
};

/** Another page is loading: the previous rows stay, dimmed. */
export const Refetching: Story = {
  render: () => (
    <DataTable<Payment>
      aria-label="Payments"
      columns={paymentColumns}
      rows={PAYMENTS}
      loading
      getRowId={(p) => p.id}
      pagination={{ page: 1, pageSize: 10, total: 23, onPageChange: () => undefined, onPageSizeChange: () => undefined }}
    />
  ),
};

/** Nothing to show: the no-data image. */
export const Empty: Story = {
  render: () => (
    <DataTable<Payment>
      aria-label="Payments"
      variant="outlined"
      columns={paymentColumns}
      rows={[]}
      getRowId={(p) => p.id}
      emptyTitle="No payments yet"
      emptyDescription="Your payments appear here after the first charge."
    />
  ),
};

/** The list failed to load: an alert with "Try again". */
export const Failed: Story = {
  render: () => (
    <DataTable<Payment> aria-label="Payments" columns={paymentColumns} rows={undefined} error onRetry={() => showToast('Retrying…')} getRowId={(p) => p.id} />
  ),
};
