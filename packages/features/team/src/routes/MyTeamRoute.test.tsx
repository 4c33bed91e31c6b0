import { chooseOption, expectDebouncedSearch, expectListPage, goBack, loadedRows, queryOf as query, routeRenderer } from '@agent-portal/test-utils';
import { SEARCH_DEBOUNCE_MS } from '@agent-portal/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTeam, serveMyTeam } from '../test/myTeamServer.js';
import { Component as MyTeamRoute } from './MyTeamRoute.js';

const renderPage = routeRenderer(<MyTeamRoute />, '/my-team');
const bodyRows = () => loadedRows('Downline agents', 'tbody tr[data-code]');

describe('my-team page (issue #10)', { timeout: 30_000 }, () => {
  it('shows the summary from the telemetry and the first page of the downline from the server', async () => {
    const api = serveMyTeam();
    renderPage();
    const columns = ['Agent', 'Rank', 'License', 'Depth', 'Upline', 'Total downline', 'Joined', 'Problems'];
    const rows = await expectListPage('My Team', bodyRows, { count: 10, columns });
    expect(query(api.last())).toEqual({ page: '1', limit: '10' });
    const second = Array.from(rows[1]!.querySelectorAll('td'), (cell) => cell.textContent);
    expect(second).toEqual(['Noah KimAG-000102', 'Marketing Director', 'Licensed', '2', 'Liam Ortiz', '0', 'Mar 15, 2025', 'BlockedDocuments']);
    // Issue #29: names read the same in every language; the rank is a translated word.
    expect(within(rows[1]!).getByText('Noah Kim')).toHaveAttribute('translate', 'no');
    expect(within(rows[1]!).getByText('Liam Ortiz')).toHaveAttribute('translate', 'no');
    expect(within(rows[1]!).getByText('Marketing Director').closest('[translate="no"]')).toBeNull();
    expect(screen.getByText('1–10 of 24')).toBeInTheDocument();
    const summary = await screen.findByTestId('team-summary');
    expect(within(within(summary).getByTestId('figure-direct')).getByTestId('figure-value')).toHaveTextContent('12');
    expect(within(within(summary).getByTestId('figure-licensed')).getByText('16 licensed, 8 not licensed')).toBeInTheDocument();
    expect(within(summary).getByTestId('production-change')).toHaveTextContent('Up $250.00 (12.5%)');
  });

  it('a filter change writes the URL, goes back to page 1 and sends the filter to the server', async () => {
    const api = serveMyTeam();
    const { user, location, router } = renderPage('?page=2&sort=joined_at:desc');
    await bodyRows();
    expect(query(api.last())).toEqual({ page: '2', limit: '10', sort: 'joined_at:desc' });
    await chooseOption(user, 'Depth', 'Level 2');
    await waitFor(() => expect(location()).toBe('/my-team?sort=joined_at%3Adesc&depth=2'));
    expect(screen.getByRole('combobox', { name: 'License' })).toHaveTextContent('All');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await chooseOption(user, 'License', 'Not licensed');
    await waitFor(() => expect(query(api.last())).toMatchObject({ depth: '2', licensed: 'false', page: '1' }));
    // Back undoes the last filter (the URL is the state).
    await goBack(router);
    await waitFor(() => expect(location()).toBe('/my-team?sort=joined_at%3Adesc&depth=2'));
    expect(screen.getByRole('combobox', { name: 'License' })).toHaveTextContent('All');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('"New this pay cycle" sends joined_from = the telemetry’s pay cycle start', async () => {
    const api = serveMyTeam();
    const { user, location } = renderPage();
    await bodyRows();
    await user.click(screen.getByRole('switch', { name: 'New this pay cycle' }));
    await waitFor(() => expect(location()).toBe('/my-team?new=true'));
    await waitFor(() => expect(query(api.last())).toEqual({ joined_from: '2026-11-17', page: '1', limit: '10' }));
  });

  it('a problem of the roll-up filters the table by it; pressed again it clears the filter', async () => {
    const api = serveMyTeam();
    const { user, location } = renderPage('?page=2');
    await bodyRows();
    const documents = await screen.findByRole('button', { name: 'Documents: 4' });
    await user.click(documents);
    await waitFor(() => expect(location()).toBe('/my-team?problem=DOCUMENTS'));
    await waitFor(() => expect(query(api.last())).toEqual({ problem: 'DOCUMENTS', page: '1', limit: '10' }));
    expect(screen.getByRole('button', { name: 'Documents: 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Problem' })).toHaveTextContent('Essential documents missing or expired');
    expect(await bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Documents: 4' }));
    await waitFor(() => expect(location()).toBe('/my-team'));
  });

  it('debounces the search box: one request after the pause, with the text', async () => {
    const api = serveMyTeam();
    const { location } = renderPage('', { fakeClock: true });
    await bodyRows();
    await expectDebouncedSearch('Search', ['no', 'noah'], { api, location, url: '/my-team?search=noah', search: 'noah', debounceMs: SEARCH_DEBOUNCE_MS });
    expect(query(api.last())).toEqual({ search: 'noah', page: '1', limit: '10' });
  });

  it('a row opens the agent’s panel (URL ?agent=) with email and phone links; Escape closes it and focus returns to the row', async () => {
    serveMyTeam();
    const { user, location } = renderPage();
    const rows = await bodyRows();
    await user.click(rows[1]!);
    await waitFor(() => expect(location()).toBe('/my-team?agent=AG-000102'));
    const dialog = await screen.findByRole('dialog', { name: 'Agent details' });
    expect(await within(dialog).findByRole('link', { name: /^Email Noah Kim,/ })).toHaveAttribute('href', 'mailto:agent102@agent-portal.test');
    expect(within(dialog).getByRole('link', { name: /^Call Noah Kim,/ })).toHaveAttribute('href', 'tel:+15550100002');
    expect(within(dialog).getByLabelText('Blocked by failed payments')).toBeInTheDocument();
    // The upline from "You" down to the agent, and the first 10 of 14 children.
    await waitFor(() =>
      expect(Array.from(within(dialog).getByTestId('upline-chain').querySelectorAll(':scope > li'), (li) => li.getAttribute('data-code'))).toEqual([
        'AG-000007',
        'AG-000102',
      ]),
    );
    expect(await within(dialog).findByTestId('downline-more')).toHaveTextContent('and 4 more');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/my-team'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('tr[data-code="AG-000102"]')).toHaveFocus();
  });

  it('Enter on a row opens the panel; the close button closes it; a reload with ?agent= opens it again', async () => {
    serveMyTeam();
    const first = renderPage();
    const rows = await bodyRows();
    rows[0]!.focus();
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(first.location()).toBe('/my-team?agent=AG-000101'));
    const dialog = await screen.findByRole('dialog', { name: 'Agent details' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(first.location()).toBe('/my-team'));
    first.unmount();
    renderPage('?agent=AG-000103');
    const reloaded = await screen.findByRole('dialog', { name: 'Agent details' });
    expect(await within(reloaded).findByRole('link', { name: /^Email Emma Rossi,/ })).toBeInTheDocument();
  });

  it('empty states: "No agents match these filters" with a reset, and "no downline" without filters', async () => {
    serveMyTeam();
    const filtered = renderPage('?search=nobody&rank=ASSOCIATE');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No agents match these filters');
    const emptyState = screen.getByTestId('empty-state');
    await filtered.user.click(within(emptyState).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(filtered.location()).toBe('/my-team'));
    expect(await bodyRows()).toHaveLength(10);
    filtered.unmount();
    serveMyTeam({ team: makeTeam(0) });
    renderPage();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no downline yet');
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('a 403 reads as not allowed', async () => {
    serveMyTeam({ teamForbidden: true });
    renderPage();
    expect(await screen.findByText('You are not allowed to see this team.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
