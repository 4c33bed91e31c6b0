import { chooseOption, expectDebouncedSearch, expectListPage, expectSelects, goBack, inLanguage, loadedRows, queryOf as query, renderWithProviders, routeRenderer } from '@agent-portal/test-utils';
import { SEARCH_DEBOUNCE_MS } from '@agent-portal/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeClientDetails, serveClients } from '../test/clientsServer.js';
import { Component as ClientDetailRoute } from './ClientDetailRoute.js';
import { Component as MyClientsRoute } from './MyClientsRoute.js';

const renderPage = routeRenderer(<MyClientsRoute />, '/my-clients');
const bodyRows = () => loadedRows('Clients', 'tbody tr[data-client-id]');
const names = (rows: HTMLElement[]) => rows.map((row) => within(row).getByTestId('client-name').textContent);

describe('my-clients page (issue #11; spec §2, §9)', { timeout: 30_000 }, () => {
  it('shows the first page of 10 from the server with every column', async () => {
    const api = serveClients();
    renderPage();
    const columns = ['Client', 'Phone', 'Location', 'Products', 'Policies', 'Annual premium', 'Next premium due'];
    const rows = await expectListPage('My Clients', bodyRows, { count: 10, columns });
    expect(query(api.last())).toEqual({ page: '1', limit: '10' });
    // Sorted by last name: Brown (client 9, no phone, one cancelled policy) first.
    expect(Array.from(rows[0]!.querySelectorAll('td'), (cell) => cell.textContent)).toEqual([
      'Chloe Brownclient109@example.test',
      '—',
      'Austin, TX',
      'Whole Life',
      '1',
      '$0.00',
      '—',
    ]);
    expect(screen.getByText('1–10 of 24')).toBeInTheDocument();
  });

  it('debounces the search 500 ms, keeps the text as typed and sends it to the gateway', async () => {
    const api = serveClients();
    const { location } = renderPage('?page=2', { fakeClock: true });
    await bodyRows();
    await expectDebouncedSearch('Search clients', ['hern', 'sofia hernandez '], { api, location, url: '/my-clients?search=sofia+hernandez', search: 'sofia hernandez', debounceMs: SEARCH_DEBOUNCE_MS });
    expect(query(api.last())).toEqual({ search: 'sofia hernandez', page: '1', limit: '10' });
    // The gateway folds accents: "sofia hernandez" finds Sofía Hernández (the box keeps what was typed).
    expect(names(await bodyRows())).toEqual(['Sofía Hernández']);
  });

  it('Escape and the clear button empty the search at once', async () => {
    const api = serveClients();
    const { user, location } = renderPage('?search=TL-00000&policy_status=ACTIVE');
    await bodyRows();
    expect(query(api.last())).toEqual({ search: 'TL-00000', policy_status: 'ACTIVE', page: '1', limit: '10' });
    const box = screen.getByRole('searchbox', { name: 'Search clients' });
    expect(box).toHaveValue('TL-00000');
    await user.click(box);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/my-clients?policy_status=ACTIVE'));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await waitFor(() => expect(query(api.last())).toEqual({ policy_status: 'ACTIVE', page: '1', limit: '10' }));
    // Typed and cleared within the debounce (no timer runs between two synchronous events):
    // the typed text is never searched.
    fireEvent.change(box, { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(location()).toBe('/my-clients?policy_status=ACTIVE');
    expect(api.queries.some((q) => q.get('search') === '555')).toBe(false);
  });

  it('filters by product type and policy status: URL, page 1 and the request; Back restores the view', async () => {
    const api = serveClients();
    const { user, location, router } = renderPage('?page=2&sort=annual_premium_cents:desc');
    await bodyRows();
    expect(query(api.last())).toEqual({ page: '2', limit: '10', sort: 'annual_premium_cents:desc' });
    await chooseOption(user, 'Product type', 'Annuity');
    await waitFor(() => expect(location()).toBe('/my-clients?sort=annual_premium_cents%3Adesc&product_type_id=3'));
    await waitFor(() => expect(query(api.last())).toEqual({ product_type_id: '3', page: '1', limit: '10', sort: 'annual_premium_cents:desc' }));
    await chooseOption(user, 'Policy status', 'Lapsed');
    await waitFor(() => expect(query(api.last())).toMatchObject({ product_type_id: '3', policy_status: 'LAPSED', page: '1' }));
    await goBack(router);
    await waitFor(() => expect(location()).toBe('/my-clients?sort=annual_premium_cents%3Adesc&product_type_id=3'));
    expectSelects({ 'Policy status': 'All', 'Product type': 'Annuity' });
  });

  it('sorts on the server from a header and pages with the pager, both in the URL', async () => {
    const api = serveClients();
    const { user, location } = renderPage();
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Annual premium' }));
    await waitFor(() => expect(location()).toBe('/my-clients?sort=annual_premium_cents%3Adesc'));
    await waitFor(() => expect(query(api.last())).toEqual({ page: '1', limit: '10', sort: 'annual_premium_cents:desc' }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/my-clients?sort=annual_premium_cents%3Adesc&page=2&limit=10'));
    await waitFor(() => expect(query(api.last())).toEqual({ page: '2', limit: '10', sort: 'annual_premium_cents:desc' }));
    expect(await screen.findByText('11–20 of 24')).toBeInTheDocument();
  });

  it('a row opens my-clients/{id} (click or Enter); the detail’s back link returns to the list as it was left', async () => {
    serveClients();
    const { user, location } = renderWithProviders(
      <Routes>
        <Route path="/my-clients" element={<MyClientsRoute />} />
        <Route path="/my-clients/:id" element={<ClientDetailRoute />} />
      </Routes>,
      { route: '/my-clients?search=emma%20rossi' },
    );
    const rows = await bodyRows();
    expect(names(rows)).toEqual(['Emma Rossi']);
    await user.click(rows[0]!);
    await waitFor(() => expect(location()).toBe('/my-clients/103'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Rossi' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my clients' }));
    await waitFor(() => expect(location()).toBe('/my-clients?search=emma%20rossi'));
    const again = await bodyRows();
    again[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/my-clients/103'));
  });

  it('empty states: "No clients yet", and no match with "Clear search and filters"', async () => {
    serveClients();
    const filtered = renderPage('?search=nobody&policy_status=CANCELLED');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No clients match your search');
    await filtered.user.click(within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(filtered.location()).toBe('/my-clients'));
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
    expect(await bodyRows()).toHaveLength(10);
    filtered.unmount();
    serveClients({ clients: [] });
    renderPage();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No clients yet');
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('an error offers "Try again", which loads the list; a 403 reads as licensed only', async () => {
    serveClients({ list: 'error' });
    const failed = renderPage();
    expect(await screen.findByText('Your clients could not be loaded.')).toBeInTheDocument();
    serveClients({ clients: makeClientDetails(3) });
    await failed.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await bodyRows()).toHaveLength(3);
    failed.unmount();
    serveClients({ list: 'forbidden' });
    renderPage();
    expect(await screen.findByText('Only licensed agents can see clients.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
  it('words the product types in the page\'s language (values stay English) and marks names and places translate="no" (issue #29)', async () => {
    const api = serveClients();
    await inLanguage('de', async () => {
      const { user, location } = renderPage();
      const rows = await loadedRows('Kunden', 'tbody tr[data-client-id]');
      expect(rows).toHaveLength(10);
      const products = rows.map((row) => row.querySelectorAll('td')[3]!.textContent);
      expect(products.join(' | ')).not.toMatch(/Term Life|Whole Life|Annuity/);
      expect(products.join(' | ')).toMatch(/Lebenslange Todesfall\u00ADversicherung/);
      expect(products).toContain('Renten\u00ADversicherung und Medicare-Zusatz\u00ADversicherung');
      expect(within(rows[0]!).getByTestId('client-name')).toHaveAttribute('translate', 'no');
      expect(within(rows[0]!).getByText('Austin, TX')).toHaveAttribute('translate', 'no');
      await chooseOption(user, 'Produktart', 'Renten\u00ADversicherung');
      await waitFor(() => expect(location()).toBe('/my-clients?product_type_id=3'));
      await waitFor(() => expect(query(api.last())).toEqual({ product_type_id: '3', page: '1', limit: '10' }));
    });
  });
});
