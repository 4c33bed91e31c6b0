import { changeLanguage } from '@agent-portal/i18n';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { DataTable } from './DataTable.js';
import type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable.js';

interface Payment {
  id: number;
  subject: string;
  amount: string;
  created: string;
  seen: boolean;
}

const payments: Payment[] = Array.from({ length: 10 }, (_, i) => ({
  id: 61 + i,
  subject: `Commission ${61 + i}`,
  amount: `$${(i + 1) * 10}.00`,
  created: `2026-11-${String(10 + i).padStart(2, '0')}`,
  seen: i >= 3,
}));

const columns: DataTableColumn<Payment>[] = [
  { id: 'subject', header: 'Subject', render: (p) => p.subject, sortable: true },
  { id: 'amount', header: 'Amount', render: (p) => p.amount, align: 'right', nowrap: true },
  { id: 'created', header: 'Created At', render: (p) => p.created, sortable: true, firstSortDirection: 'desc' },
];

function renderTable(props: Partial<DataTableProps<Payment>> = {}) {
  return renderWithTheme(<DataTable<Payment> aria-label="Payments" columns={columns} rows={payments} getRowId={(p) => p.id} {...props} />);
}

function paged(page: number, extra: Partial<NonNullable<DataTableProps<Payment>['pagination']>> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  return { pagination: { page, pageSize: 10, total: 130, onPageChange, onPageSizeChange, ...extra }, onPageChange, onPageSizeChange };
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row').slice(1);

describe('DataTable: rows and the phone layout', () => {
  it('renders the columns and rows, unpaged without a pager', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Subject', 'Amount', 'Created At']);
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Commission 61', '$10.00', '2026-11-10']);
    expect(screen.queryByTestId('pager')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('labels every cell with its column name for the stacked phone cards, and hides no column', () => {
    renderTable();
    for (const row of bodyRows()) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(columns.length);
      expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Subject', 'Amount', 'Created At']);
    }
    // The header row stays in the accessibility tree (visually hidden on a phone only).
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('\n');
    expect(css).toMatch(/@media \(max-width:\s?599\.95px\)/);
    expect(css).toContain('attr(data-label)');
  });

  it('uses the label of a column whose header is not text', () => {
    renderTable({ columns: [{ id: 'x', header: <span>Icon</span>, label: 'Status', render: () => 'ok' }] });
    expect(within(bodyRows()[0]!).getByRole('cell')).toHaveAttribute('data-label', 'Status');
  });
});

describe('DataTable: paging (spec §2, §9)', () => {
  it('links at most 10 pages around the current one, with first/previous/next/last, 1-based', async () => {
    const user = userEvent.setup();
    const { pagination, onPageChange } = paged(7);
    renderTable({ pagination });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbered = within(nav).getAllByRole('button', { name: /^Go to page \d+$/ });
    expect(numbered.map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(within(nav).getByRole('button', { name: 'Go to page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('61–70 of 130')).toHaveAttribute('aria-live', 'polite');

    await user.click(within(nav).getByRole('button', { name: 'Go to page 9' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(13);
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the boundary controls at the ends', async () => {
    const first = paged(1);
    const { unmount } = renderTable({ pagination: first.pagination });
    let nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeEnabled();
    expect(within(nav).getAllByRole('button', { name: /^Go to page/ }).map((b) => b.textContent)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    );
    expect(screen.getByText('1–10 of 130')).toBeInTheDocument();
    unmount();

    const last = paged(13);
    renderTable({ pagination: last.pagination });
    nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeEnabled();
    // a disabled control does nothing, even when clicked through `pointer-events: none`
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(last.onPageChange).not.toHaveBeenCalled();
    expect(screen.getByText('121–130 of 130')).toBeInTheDocument();
  });

  it('leaves the page links out when everything fits on one page', () => {
    renderTable({ pagination: paged(1, { total: 7 }).pagination, rows: payments.slice(0, 7) });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('1–7 of 7')).toBeInTheDocument();
  });

  it('offers the page sizes 10/25/50/100 and reports the one chosen', async () => {
    const user = userEvent.setup();
    const { pagination, onPageSizeChange } = paged(1);
    renderTable({ pagination });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('takes other page sizes and label overrides', async () => {
    const user = userEvent.setup();
    renderTable({
      pagination: paged(2, { pageSizes: [5, 10, 25], total: 23 }).pagination,
      labels: { rowsPerPage: 'Invoices per page', range: ({ from, to, count }) => `${from}-${to} / ${count}`, pagination: 'Invoice pages' },
    });
    expect(screen.getByText('11-20 / 23')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Invoice pages' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Invoices per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25']);
  });
});

describe('DataTable: sorting', () => {
  function Sorted({ onSortChange }: { onSortChange: (sort: DataTableSort) => void }) {
    const [sort, setSort] = useState<DataTableSort>({ by: 'subject', direction: 'asc' });
    return (
      <DataTable<Payment>
        aria-label="Payments"
        columns={columns}
        rows={payments}
        getRowId={(p) => p.id}
        sort={sort}
        onSortChange={(next) => {
          onSortChange(next);
          setSort(next);
        }}
      />
    );
  }

  it('toggles the sort from the headers and sets aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithTheme(<Sorted onSortChange={onSortChange} />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Subject')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created At')).toHaveAttribute('aria-sort', 'none');
    expect(header('Amount')).not.toHaveAttribute('aria-sort');
    expect(within(header('Amount')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subject, sorted ascending' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subject, sorted ascending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'subject', direction: 'desc' });
    expect(header('Subject')).toHaveAttribute('aria-sort', 'descending');

    // another column starts with its own first direction (dates: newest first)
    await user.click(screen.getByRole('button', { name: 'Created At' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'created', direction: 'desc' });
    expect(header('Created At')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Subject')).toHaveAttribute('aria-sort', 'none');

    // keyboard: the sort label is a button
    screen.getByRole('button', { name: 'Created At, sorted descending' }).focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'created', direction: 'asc' });
    expect(header('Created At')).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('DataTable: loading, empty, error', () => {
  it('shows skeleton rows on the first load, busy, without a pager', () => {
    renderTable({ rows: undefined, loading: true, pagination: paged(1, { total: 0 }).pagination });
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByTestId('pager')).not.toBeInTheDocument();
    // the skeleton cells are labelled too (phone cards)
    expect(within(screen.getAllByTestId('data-table-skeleton-row')[0]!).getAllByRole('cell')[2]).toHaveAttribute('data-label', 'Created At');
  });

  it('keeps the previous rows, busy under a progress bar and not dimmed, while the next page loads', () => {
    const { pagination } = paged(1);
    const { rerender } = renderTable({ pagination });
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    rerender(<DataTable<Payment> aria-label="Payments" columns={columns} rows={payments} getRowId={(p) => p.id} pagination={{ ...pagination, page: 2 }} loading />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Commission 61')).toBeInTheDocument();
    expect(screen.queryByTestId('data-table-skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('data-table-refetching')).toBeInTheDocument();
  });

  it('shows the empty state with the no-data image', () => {
    renderTable({ rows: [], pagination: paged(1, { total: 0 }).pagination, emptyTitle: 'No payments yet', emptyDescription: 'Payments will appear here.' });
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(empty).toHaveTextContent('Payments will appear here.');
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pager')).not.toBeInTheDocument();
  });

  it('defaults the empty title to "No data found"', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('heading', { name: 'No data found' })).toBeInTheDocument();
  });

  it('shows an error with a retry button, and keeps rows it already has', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { unmount } = renderTable({ rows: undefined, error: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();

    renderTable({ error: true, onRetry, errorText: 'The payments could not be loaded.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The payments could not be loaded.');
    expect(bodyRows()).toHaveLength(10);
  });
});

describe('DataTable: clickable rows', () => {
  it('activates a row on click, Enter and Space; named and highlighted per row', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({
      onRowClick,
      getRowLabel: (p) => `${p.seen ? '' : 'Unseen: '}${p.subject}`,
      getRowProps: (p) => ({ 'data-unseen': !p.seen || undefined, sx: p.seen ? undefined : { bgcolor: 'action.selected' } }),
    });
    const rows = bodyRows();
    expect(rows[0]).toHaveAttribute('tabindex', '0');
    expect(rows[0]).toHaveAccessibleName('Unseen: Commission 61');
    expect(rows[0]).toHaveAttribute('data-unseen', 'true');
    expect(rows[5]).not.toHaveAttribute('data-unseen');
    expect(rows[5]).toHaveAccessibleName('Commission 66');

    await user.tab();
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(payments[0], expect.anything());
    await user.tab();
    expect(rows[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(payments[1], expect.anything());

    await user.click(within(rows[4]!).getByText('Commission 65'));
    expect(onRowClick).toHaveBeenLastCalledWith(payments[4], expect.anything());
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('leaves clicks on controls inside a row to them', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const onArchive = vi.fn();
    renderTable({
      onRowClick,
      columns: [...columns, { id: 'actions', header: 'Actions', render: (p) => <button onClick={() => onArchive(p.id)}>Archive</button> }],
    });
    await user.click(screen.getAllByRole('button', { name: 'Archive' })[2]!);
    expect(onArchive).toHaveBeenCalledWith(63);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('rows are not focusable without onRowClick', () => {
    renderTable();
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });
});

describe('DataTable: languages', () => {
  it('shows its labels in the active language', async () => {
    await act(() => changeLanguage('es'));
    try {
      renderTable({ pagination: paged(7).pagination });
      expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ir a la página 7' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('combobox', { name: 'Filas por página' })).toBeInTheDocument();
      expect(screen.getByText('61–70 de 130')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
