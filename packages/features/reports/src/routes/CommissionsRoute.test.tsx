import { inLanguage, renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCommissions, serveCommissions } from '../test/reportsServer.js';
import { Component as CommissionsRoute } from './CommissionsRoute.js';

const CYCLE = 'start_date=2026-11-17&end_date=2026-11-23';
const renderPage = (search = `?${CYCLE}`) =>
  renderWithProviders(<CommissionsRoute />, { route: `/reports/commissions${search}`, path: '/reports/commissions' });

/** The loaded body rows of the commissions table (DOM queries: role queries are slow on a table this size). */
const bodyRows = () =>
  waitFor(() => {
    const table = document.querySelector('table[aria-label="Commissions"]');
    expect(table).not.toBeNull();
    expect(screen.queryAllByTestId('data-table-skeleton-row')).toHaveLength(0);
    return Array.from(table!.querySelectorAll<HTMLElement>('tbody tr'));
  });

const query = (params: URLSearchParams) => Object.fromEntries(params.entries());

// Heavy MUI tables on a shared 2-core machine: room above the preset's 15 s.
describe('commissions report (issue #9)', { timeout: 30_000 }, () => {
  it('asks the server for the cycle, page 1, limit 10 and shows the rows and the totals of the filtered set', async () => {
    const api = serveCommissions(makeCommissions(42));
    renderPage();
    const rows = await bodyRows();
    expect(rows).toHaveLength(10);
    expect(query(api.last())).toEqual({ start_date: '2026-11-17', end_date: '2026-11-23', page: '1', limit: '10' });
    // The page shows one pay cycle, named by its picker: no pay cycle column.
    expect(Array.from(document.querySelectorAll('thead th'), (th) => th.textContent)).toEqual([
      'Client',
      'Policy number',
      'Product type',
      'Carrier',
      'Premium',
      'Rate',
      'Amount',
      'Kind',
      'Status',
    ]);
    // id 42: override from Liam Ortiz, premium $142.00 at 5% = $7.10, charged back (42 % 7 = 0)
    const cells = Array.from(rows[0]!.querySelectorAll('td'), (cell) => cell.textContent!.replace(/\s+/g, ' '));
    expect(cells).toEqual(['Client 42', 'TL-0000042', 'Whole Life', 'Contoso Life', '$142.00', '5%', '-$7.10', 'Override from Liam Ortiz', 'Charged back']);
    expect(rows[1]!.querySelectorAll('td')[5]).toHaveTextContent('40%');
    expect(rows[1]!.querySelectorAll('td')[7]).toHaveTextContent('Personal');
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByTestId('total-personal')).toHaveTextContent('$12,345.00');
    expect(within(totals).getByTestId('total-override')).toHaveTextContent('$456.00');
    expect(within(totals).getByTestId('total-charge-backs')).toHaveTextContent('-$78.00');
    expect(within(totals).getByTestId('total-pending')).toHaveTextContent('$123.00');
    expect(within(totals).getByTestId('total-net')).toHaveTextContent('$12,723.00');
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });

  it('sends the filters, sort and page of the URL to the server', async () => {
    const api = serveCommissions(makeCommissions(42));
    renderPage(`?${CYCLE}&kind=OVERRIDE&carrier=Contoso%20Life&downline_agent_id=21&status=BOGUS&sort=amount_cents:desc&page=2&limit=25`);
    await bodyRows();
    expect(query(api.last())).toEqual({
      start_date: '2026-11-17',
      end_date: '2026-11-23',
      kind: 'OVERRIDE',
      carrier: 'Contoso Life',
      downline_agent_id: '21',
      page: '2',
      limit: '25',
      sort: 'amount_cents:desc',
    });
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('choosing a filter writes it to the URL, goes back to page 1 and asks the server', async () => {
    const api = serveCommissions(makeCommissions(3));
    const { user, location } = renderPage(`?${CYCLE}&page=3`);
    await waitFor(() => expect(query(api.last())).toMatchObject({ page: '3' }));
    const productType = screen.getByRole('combobox', { name: 'Product type' });
    await waitFor(() => expect(productType).not.toHaveAttribute('aria-disabled'));
    await user.click(productType);
    await user.click(await screen.findByRole('option', { name: 'Term Life' }));
    await waitFor(() => expect(location()).toBe(`/reports/commissions?${CYCLE}&product_type=Term+Life`));
    await waitFor(() => expect(query(api.last())).toMatchObject({ product_type: 'Term Life', page: '1' }));
    await user.click(screen.getByRole('combobox', { name: 'Downline agent' }));
    await user.click(await screen.findByRole('option', { name: 'Noah Kim' }));
    await waitFor(() => expect(query(api.last())).toMatchObject({ product_type: 'Term Life', downline_agent_id: '22' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(`/reports/commissions?${CYCLE}`));
  });

  it('sorting by a column and paging are server requests kept in the URL', async () => {
    const api = serveCommissions(makeCommissions(42));
    const { user, location } = renderPage();
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Premium' }));
    await waitFor(() => expect(location()).toBe(`/reports/commissions?${CYCLE}&sort=premium_cents%3Adesc`));
    await waitFor(() => expect(query(api.last())).toMatchObject({ sort: 'premium_cents:desc', page: '1' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query(api.last())).toMatchObject({ sort: 'premium_cents:desc', page: '3', limit: '10' }));
    expect(location()).toBe(`/reports/commissions?${CYCLE}&sort=premium_cents%3Adesc&page=3&limit=10`);
    expect(await screen.findByText('21–30 of 42')).toBeInTheDocument();
  });

  it('shows the empty state and no totals when nothing matches', async () => {
    serveCommissions([]);
    renderPage();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No commissions match');
    expect(screen.queryByTestId('report-totals')).not.toBeInTheDocument();
  });

  it('a licensed agent’s client names link to my-clients/{id}; an unlicensed agent’s are text', async () => {
    serveCommissions(makeCommissions(3));
    const licensed = renderPage();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Client 3' })).toHaveAttribute('href', '/my-clients/103'));
    licensed.unmount();
    serveCommissions(makeCommissions(3), { licensed: false });
    renderPage();
    expect((await bodyRows())[0]!.querySelectorAll('td')[0]).toHaveTextContent('Client 3');
    expect(screen.queryByRole('link', { name: 'Client 3' })).not.toBeInTheDocument();
  });

  it('links back to the overview with the same cycle', async () => {
    serveCommissions(makeCommissions(1));
    renderPage();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', `/reports?${CYCLE}`);
  });

  it('a row opens its detail: who generated it, every figure, and shortcuts that filter the report; Escape closes it', async () => {
    const api = serveCommissions(makeCommissions(3));
    const { user } = renderPage();
    const [overrideRow, personalRow] = await bodyRows();
    await user.click(overrideRow!);
    const detail = await screen.findByRole('dialog', { name: 'Commission on policy TL-0000003' });
    expect(within(detail).getByTestId('commission-origin')).toHaveTextContent(/^An override of .+ on a policy Liam Ortiz wrote in your downline\.$/);
    expect(within(detail).getByRole('link', { name: 'Client 3' })).toHaveAttribute('href', '/my-clients/103');
    expect(within(detail).getByText('Northwind Mutual')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'All overrides from Liam Ortiz' }));
    await waitFor(() => expect(query(api.last())).toMatchObject({ downline_agent_id: '21', kind: 'OVERRIDE', page: '1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The keyboard opens a personal commission's row; Escape closes it.
    const rows = await bodyRows();
    rows[0]!.focus();
    await user.keyboard('{Enter}');
    const second = await screen.findByRole('dialog', { name: /^Commission on policy / });
    expect(within(second).getByTestId('commission-origin')).toHaveTextContent(/Override of|override of/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    void personalRow;
  });
  it('words product types in the page\'s language, the filter\'s value staying English; names and carriers translate="no" (issue #29)', async () => {
    const api = serveCommissions(makeCommissions(3));
    await inLanguage('de', async () => {
      const { user, location } = renderPage();
      const rows = await waitFor(() => {
        const found = Array.from(document.querySelectorAll<HTMLElement>('table tbody tr'));
        expect(found.length).toBeGreaterThan(0);
        expect(screen.queryAllByTestId('data-table-skeleton-row')).toHaveLength(0);
        return found;
      });
      const text = rows.map((row) => row.textContent).join(' | ');
      expect(text).not.toMatch(/Term Life|Whole Life/);
      const untranslated = rows.flatMap((row) => Array.from(row.querySelectorAll('[translate="no"]'), (element) => element.textContent));
      expect(untranslated.length).toBeGreaterThanOrEqual(rows.length * 2);
      const productType = screen.getByRole('combobox', { name: 'Produktart' });
      await waitFor(() => expect(productType).not.toHaveAttribute('aria-disabled'));
      await user.click(productType);
      await user.click(await screen.findByRole('option', { name: 'Risiko\u00ADlebens\u00ADversicherung' }));
      await waitFor(() => expect(location()).toBe(`/reports/commissions?${CYCLE}&product_type=Term+Life`));
      await waitFor(() => expect(query(api.last())).toMatchObject({ product_type: 'Term Life', page: '1' }));
    });
  });
});
