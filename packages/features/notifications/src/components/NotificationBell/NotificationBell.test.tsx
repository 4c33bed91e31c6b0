import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotifications, serveNotifications } from '../../test/notificationsServer.js';
import { NotificationBell } from './NotificationBell.js';

const renderBell = () => renderWithProviders(<NotificationBell />, { route: '/dashboard', path: '/dashboard' });

describe('NotificationBell (§2 Shell, §4 Notification)', () => {
  it('shows the unseen count from the server as a badge and in its name', async () => {
    const api = serveNotifications(makeNotifications(12, 3));
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent(/^3$/);
    expect(screen.getByRole('button', { name: '3 unseen notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(api.listQueries()).toEqual(['page=1&limit=10']);
  });

  it('caps the badge at 99+', async () => {
    serveNotifications(makeNotifications(10, 10), { unseen: 150 });
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent(/^99\+$/);
    // the button's name says what the badge shows
    expect(screen.getByRole('button', { name: '99+ unseen notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows no badge when nothing is unseen', async () => {
    const api = serveNotifications(makeNotifications(4, 0));
    renderBell();
    await waitFor(() => expect(api.listQueries()).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('opens a lazily loaded menu with the latest five, unseen ones announced', async () => {
    const user = userEvent.setup();
    serveNotifications(makeNotifications(12, 2));
    renderBell();
    await user.click(await screen.findByRole('button', { name: '2 unseen notifications' }));
    // a dialog titled Notifications: the unseen count and "Mark all as seen" beside a menu that holds only menu items
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('2 unseen')).toBeInTheDocument();
    const menu = within(dialog).getByRole('menu', { name: 'Notifications' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    // the latest 5 + "View all notifications"
    expect(items).toHaveLength(6);
    expect(items.slice(0, 5).map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unseen: Notification 12',
      'Unseen: Notification 11',
      'Notification 10',
      'Notification 9',
      'Notification 8',
    ]);
    expect(items[0]).toHaveAttribute('data-unseen', 'true');
    expect(items[2]).not.toHaveAttribute('data-unseen');
  });

  it('"Mark all as seen" sends PUT /intercom/v1/notifications/seen and the badge goes away', async () => {
    const user = userEvent.setup();
    const api = serveNotifications(makeNotifications(12, 3));
    renderBell();
    await user.click(await screen.findByRole('button', { name: '3 unseen notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(api.puts()).toEqual(['/intercom/v1/notifications/seen']));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByText('0 unseen')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
    // the lists were refetched after the mutation (tag invalidation)
    await waitFor(() => expect(api.listQueries()).toEqual(['page=1&limit=10', 'page=1&limit=10']));
  });

  it('"View all notifications" links to /notification', async () => {
    const user = userEvent.setup();
    serveNotifications(makeNotifications(3, 1));
    const { location } = renderBell();
    await user.click(await screen.findByRole('button', { name: '1 unseen notifications' }));
    const viewAll = await screen.findByRole('menuitem', { name: 'View all notifications' });
    expect(viewAll).toHaveAttribute('href', '/notification');
    await user.click(viewAll);
    await waitFor(() => expect(location()).toBe('/notification'));
    expect(screen.getByTestId('location')).toHaveTextContent('/notification');
  });
});
