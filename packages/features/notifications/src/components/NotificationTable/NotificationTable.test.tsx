import { formatDateTime } from '@agent-portal/i18n';
import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { NotificationTable, type NotificationTableProps } from './NotificationTable.js';
import { sampleNotifications } from './fixtures.js';

type Options = Partial<Omit<NotificationTableProps, 'pagination'>> & { page?: number; pageSize?: number; total?: number };

const renderTable = ({ page = 1, pageSize = 10, total = 130, ...props }: Options = {}) => {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onOpen: vi.fn() };
  const { onOpen, ...paging } = handlers;
  const result = renderWithProviders(
    <NotificationTable rows={sampleNotifications} pagination={{ page, pageSize, total, ...paging }} onOpen={onOpen} {...props} />,
  );
  return { ...handlers, ...result };
};

const bodyRows = () => within(screen.getByRole('table', { name: 'Notifications' })).getAllByRole('row').slice(1);

describe('NotificationTable (§2 Notification page)', () => {
  it('shows the four columns, serial numbers from the page offset and unseen rows announced', () => {
    renderTable({ page: 3 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['S.No', 'Subject', 'Body', 'Created At']);
    const rows = bodyRows();
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(rows[0]).toHaveAttribute('data-unseen', 'true');
    expect(rows[0]).toHaveAccessibleName('Unseen: Commission payment deposited');
    expect(rows[0]).toHaveAccessibleDescription('Open: marks it as seen and follows its link');
    expect(rows[0]).toHaveTextContent('Unseen: Commission payment deposited');
    expect(rows[5]).not.toHaveAttribute('data-unseen');
    expect(rows[5]).toHaveAccessibleName(sampleNotifications[5]!.subject);
    expect(rows[5]).not.toHaveTextContent('Unseen');
  });

  it('shows Created At in the active language and labels every cell for the phone card', () => {
    renderTable();
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    const createdAt = sampleNotifications[0]!.created_at;
    expect(cells[3]!.querySelector('time')).toHaveAttribute('dateTime', createdAt);
    expect(cells[3]).toHaveTextContent(formatDateTime(createdAt, 'en'));
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['S.No', 'Subject', 'Body', 'Created At']);
  });

  it('renders subject and body as text', () => {
    renderTable({ rows: [{ ...sampleNotifications[0]!, subject: '<img src=x onerror=alert(1)>', body: '<b>bold</b>' }], total: 1 });
    expect(screen.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('tbody img, tbody b')).toBeNull();
  });

  it('opens a row on click, Enter and Space', async () => {
    const { onOpen, user } = renderTable();
    const rows = bodyRows();
    await user.click(rows[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[1]);
    rows[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[2]);
    rows[3]!.focus();
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[3]);
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('names its pager "Notification pages" and its page links "Page N" (the pager itself is ui-kit DataTable’s, tested there)', async () => {
    const { onPageChange, user } = renderTable({ page: 7 });
    const nav = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(nav).getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Page 9' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('shows skeleton rows and no pager while the first page loads', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
    expect(screen.getByRole('table', { name: 'Notifications' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).not.toBeInTheDocument();
  });

  it('shows the no-data image when empty', () => {
    renderTable({ rows: [], total: 0 });
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('No notifications yet');
    expect(empty).toHaveTextContent('Payments, promotions, tickets and announcements will show up here.');
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with "Try again" when the list failed to load', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ rows: undefined, error: true, onRetry, total: 0 });
    expect(screen.getByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
