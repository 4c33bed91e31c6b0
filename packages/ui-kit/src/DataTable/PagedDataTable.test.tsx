import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { PagedDataTable, type PagedDataTableProps } from './PagedDataTable.js';
import type { DataTableColumn } from './types.js';

interface Client {
  id: number;
  name: string;
}

const columns: DataTableColumn<Client>[] = [{ id: 'name', header: 'Client', sortable: true, render: (c) => c.name }];
const texts = {
  loadError: 'The clients could not be loaded.',
  empty: 'No clients yet',
  emptyHint: 'They appear with their first policy.',
  noMatch: 'No clients match your search',
  noMatchHint: 'Try other words.',
  reset: 'Clear search and filters',
  pagination: 'Client pages',
  goToPage: (page: number) => `Client page ${page}`,
};
const pagination = { page: 1, pageSize: 10, total: 12, onPageChange: vi.fn(), onPageSizeChange: vi.fn() };

function renderList(props: Partial<PagedDataTableProps<Client>> = {}) {
  return renderWithTheme(
    <PagedDataTable<Client>
      aria-label="Clients"
      columns={columns}
      rows={[{ id: 1, name: 'Ada' }]}
      getRowId={(c) => c.id}
      pagination={pagination}
      texts={texts}
      {...props}
    />,
  );
}

describe('PagedDataTable', () => {
  it('is an outlined DataTable with the list’s pager texts and sort header', async () => {
    const onSortChange = vi.fn();
    renderList({ onSortChange });
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Client pages' });
    expect(within(nav).getByRole('button', { name: 'Client page 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Client' }));
    expect(onSortChange).toHaveBeenCalledWith({ by: 'name', direction: 'asc' });
  });

  it('empty and not filtered: "nothing yet" without a button', () => {
    renderList({ rows: [], pagination: { ...pagination, total: 0 }, onResetFilters: vi.fn() });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients yet');
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('empty and filtered: "nothing matches" with the reset button', async () => {
    const onResetFilters = vi.fn();
    renderList({ rows: [], pagination: { ...pagination, total: 0 }, filtered: true, onResetFilters });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients match your search');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onResetFilters).toHaveBeenCalledOnce();
  });

  it('a list without filters says "nothing yet" even when filtered is set', () => {
    renderList({ rows: [], pagination: { ...pagination, total: 0 }, filtered: true, texts: { ...texts, noMatch: undefined } });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients yet');
  });

  it('the error: the list’s text unless the page gives its own, "Try again" with onRetry', async () => {
    const onRetry = vi.fn();
    const view = renderList({ rows: undefined, error: true, onRetry });
    expect(screen.getByText('The clients could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    view.unmount();
    renderList({ rows: undefined, error: true, errorText: 'Only licensed agents have clients.' });
    expect(screen.getByText('Only licensed agents have clients.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('skeleton rows while the first page loads', () => {
    renderList({ rows: undefined, loading: true });
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
  });
});
