import { renderWithProviders, server } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeNotifications, NOTIFICATIONS_URL, serveNotifications } from '../test/notificationsServer.js';
import { Component as NotificationRoute } from './NotificationRoute.js';

const renderPage = (search = '') => renderWithProviders(<NotificationRoute />, { route: `/notification${search}`, path: '/notification' });

/** The loaded body rows of the notification table now (skeleton rows have no `aria-label`). */
function rowsNow(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Notifications' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveAttribute('aria-label');
  return rows;
}

/** The body rows of the notification table, once loaded. */
const bodyRows = () => waitFor(rowsNow);

const serial = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent;

describe('notification page (§2 Notification page, §9)', () => {
  it('shows S.No, Subject, Body, Created At, S.No continuing on page 2', async () => {
    const api = serveNotifications(makeNotifications(130, 3));
    renderPage('?page=2&limit=10');
    const rows = await bodyRows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['S.No', 'Subject', 'Body', 'Created At']);
    expect(rows).toHaveLength(10);
    expect(rows.map(serial)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Notification 120');
    expect(cells[2]).toHaveTextContent('Body of notification 120');
    expect(cells[3]!.querySelector('time')).toHaveAttribute('dateTime', makeNotifications(130)[10]!.created_at);
    expect(screen.getByText('11–20 of 130')).toBeInTheDocument();
    expect(api.listQueries()).toEqual(['page=2&limit=10']);
  });

  it('changing the page size to 25 requests limit=25 and goes back to page 1', async () => {
    const user = userEvent.setup();
    const api = serveNotifications(makeNotifications(130));
    const { location } = renderPage('?page=3&limit=10');
    expect((await bodyRows()).map(serial)[0]).toBe('21');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(api.listQueries()).toEqual(['page=3&limit=10', 'page=1&limit=25']));
    expect(location()).toBe('/notification?page=1&limit=25');
    await waitFor(() => expect(rowsNow().map(serial)[0]).toBe('1'));
    const rows = await bodyRows();
    expect(rows).toHaveLength(25);
    expect(serial(rows[24]!)).toBe('25');
    expect(screen.getByText('1–25 of 130')).toBeInTheDocument();
  });

  it('links at most 10 numbered pages of 13, with first/previous/next/last controls', async () => {
    const user = userEvent.setup();
    const api = serveNotifications(makeNotifications(130));
    const { location } = renderPage();
    await bodyRows();
    const nav = screen.getByRole('navigation', { name: 'Notification pages' });
    const numbered = () => within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbered()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(location()).toBe('/notification?page=13&limit=10'));
    await waitFor(() => expect(rowsNow().map(serial)).toEqual(['121', '122', '123', '124', '125', '126', '127', '128', '129', '130']));
    expect(api.listQueries()).toEqual(['page=1&limit=10', 'page=13&limit=10']);
    const navAfter = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(navAfter).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    expect(within(navAfter).getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(within(navAfter).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(navAfter).getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('shows the empty state with the no-data image when there are none', async () => {
    serveNotifications([]);
    renderPage();
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No notifications yet');
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  });

  it('shows an error with "Try again" when the server answers 500, and recovers on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(`${NOTIFICATIONS_URL}/notify-me`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
      }),
    );
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(calls).toBe(2); // the gateway client retries a failed GET once (§8)
    serveNotifications(makeNotifications(3, 1));
    await user.click(retry);
    expect(await bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('highlights and announces unseen rows', async () => {
    serveNotifications(makeNotifications(10, 2));
    renderPage();
    const rows = await bodyRows();
    expect(rows[0]).toHaveAttribute('data-unseen', 'true');
    expect(rows[0]).toHaveAccessibleName('Unseen: Notification 10');
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('Unseen: Notification 10');
    expect(rows[1]).toHaveAttribute('data-unseen', 'true');
    expect(rows[2]).not.toHaveAttribute('data-unseen');
    expect(rows[2]).toHaveAccessibleName('Notification 8');
    expect(rows[2]).not.toHaveTextContent('Unseen');
  });

  it('clicking a row sends PUT …/{id}/seen and navigates to its href', async () => {
    const user = userEvent.setup();
    const api = serveNotifications(makeNotifications(10, 2));
    const { location } = renderPage();
    const rows = await bodyRows();
    await user.click(rows[1]!);
    await waitFor(() => expect(location()).toBe('/reports/payments?n=9'));
    expect(screen.getByTestId('location')).toHaveTextContent('/reports/payments?n=9');
    await waitFor(() => expect(api.puts()).toEqual(['/intercom/v1/notifications/9/seen']));
  });

  it('Enter on a focused row opens it too; a seen row is not marked again', async () => {
    const user = userEvent.setup();
    const api = serveNotifications(makeNotifications(10, 1));
    const { location } = renderPage();
    const rows = await bodyRows();
    rows[3]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/reports/payments?n=7'));
    expect(api.puts()).toEqual([]);
  });

  it('an external href asks first and does not navigate without confirmation', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const items = makeNotifications(3);
    items[0]!.href = 'https://partner.example.com/offer?id=1';
    serveNotifications(items);
    const { location } = renderPage();
    await user.click((await bodyRows())[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Agent Portal?' });
    expect(dialog).toHaveTextContent('partner.example.com');
    expect(open).not.toHaveBeenCalled();
    expect(location()).toBe('/notification');
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
    expect(location()).toBe('/notification');
    // confirmed: a new tab without opener/referrer, the portal stays where it is
    await user.click((await bodyRows())[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open in new tab' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('https://partner.example.com/offer?id=1', '_blank', 'noopener,noreferrer');
    expect(location()).toBe('/notification');
  });

  it('refuses javascript: and data: links (no navigation, no dialog, no new tab)', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const items = makeNotifications(2);
    items[0]!.href = 'javascript:alert(1)';
    items[1]!.href = 'data:text/html,<script>alert(1)</script>';
    serveNotifications(items);
    const { location } = renderPage();
    const rows = await bodyRows();
    await user.click(rows[0]!);
    await user.click(rows[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(location()).toBe('/notification');
  });

  it('renders subject and body containing HTML as text (no element created)', async () => {
    const items = makeNotifications(1, 1);
    items[0]!.subject = '<img src=x onerror=alert(1)>';
    items[0]!.body = '<img src=y onerror=alert(2)><b>bold</b>';
    serveNotifications(items);
    renderPage();
    const [row] = await bodyRows();
    const cells = within(row!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Unseen: <img src=x onerror=alert(1)>');
    expect(cells[2]).toHaveTextContent('<img src=y onerror=alert(2)><b>bold</b>');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('tbody b')).toBeNull();
  });

  it('"Mark all as seen" in the header sends PUT /intercom/v1/notifications/seen and clears the highlight', async () => {
    const user = userEvent.setup();
    const api = serveNotifications(makeNotifications(10, 4));
    renderPage();
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(api.puts()).toEqual(['/intercom/v1/notifications/seen']));
    await waitFor(() => expect(rowsNow().filter((row) => row.hasAttribute('data-unseen'))).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  });
});
