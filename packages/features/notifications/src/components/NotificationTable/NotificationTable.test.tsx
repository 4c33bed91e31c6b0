import { initI18n } from '@agent-portal/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { NotificationTable, type NotificationTableProps } from './NotificationTable';
import { sampleNotifications } from './fixtures';

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

const renderTable = (props: Partial<NotificationTableProps> = {}) => {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onOpen: vi.fn() };
  render(<NotificationTable rows={sampleNotifications} total={130} page={1} pageSize={10} {...handlers} {...props} />);
  return handlers;
};

describe('NotificationTable (§2 Notification page)', () => {
  it('shows the four columns, serial numbers from the page offset and unseen rows announced', () => {
    renderTable({ page: 3 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['S.No', 'Subject', 'Body', 'Created At']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(rows[0]).toHaveAttribute('data-unseen', 'true');
    expect(rows[0]).toHaveTextContent('Unseen: Commission payment deposited');
    expect(rows[5]).not.toHaveAttribute('data-unseen');
  });

  it('renders subject and body as text', () => {
    renderTable({ rows: [{ ...sampleNotifications[0]!, subject: '<img src=x onerror=alert(1)>', body: '<b>bold</b>' }], total: 1 });
    expect(screen.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('tbody img, tbody b')).toBeNull();
  });

  it('opens a row on click and on Enter', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderTable();
    const rows = screen.getAllByRole('row').slice(1);
    await user.click(rows[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[1]);
    rows[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(sampleNotifications[2]);
  });

  it('links at most 10 pages plus first/previous/next/last, and changes page size', async () => {
    const user = userEvent.setup();
    const { onPageChange, onPageSizeChange } = renderTable({ page: 7 });
    const nav = screen.getByRole('navigation', { name: 'Notification pages' });
    const numbered = within(nav).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbered.map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(within(nav).getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(13);
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(screen.getByText('61–70 of 130')).toBeInTheDocument();
  });

  it('shows the no-data image when empty, skeletons while loading, an error with retry', async () => {
    const { unmount } = render(
      <NotificationTable rows={[]} total={0} page={1} pageSize={10} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} onOpen={vi.fn()} />,
    );
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No notifications yet');
    unmount();
    const onRetry = vi.fn();
    render(<NotificationTable rows={undefined} error onRetry={onRetry} total={0} page={1} pageSize={10} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} onOpen={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
