import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBonuses, serveBonuses } from '../test/reportsServer.js';
import { Component as BonusRoute } from './BonusRoute.js';

const CYCLE = 'start_date=2026-11-17&end_date=2026-11-23';
const renderPage = (search = `?${CYCLE}`) => renderWithProviders(<BonusRoute />, { route: `/reports/bonus${search}`, path: '/reports/bonus' });
const query = (params: URLSearchParams) => Object.fromEntries(params.entries());

describe('bonus report (issue #9)', { timeout: 30_000 }, () => {
  it('shows the bonuses of the cycle with the total of the filtered set, and filters on the server', async () => {
    const api = serveBonuses(makeBonuses(3));
    const { user, location } = renderPage();
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(query(api.last())).toEqual({ start_date: '2026-11-17', end_date: '2026-11-23', page: '1', limit: '10' });
    const first = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(first[1]).toHaveTextContent('Production');
    expect(first[3]).toHaveTextContent('$100.00');
    expect(first[4]).toHaveTextContent('Pending');
    expect(within(screen.getByTestId('report-totals')).getByTestId('total-bonus')).toHaveTextContent('$600.00');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Recruiting' }));
    await waitFor(() => expect(location()).toBe(`/reports/bonus?${CYCLE}&type=RECRUITING`));
    await waitFor(() => expect(query(api.last())).toMatchObject({ type: 'RECRUITING', page: '1' }));
  });

  it('an empty cycle shows the empty state and no total', async () => {
    serveBonuses([]);
    renderPage();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No bonuses in this pay cycle');
    expect(screen.queryByTestId('report-totals')).not.toBeInTheDocument();
  });
});
