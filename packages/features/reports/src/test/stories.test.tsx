import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as bonusStories from '../components/BonusTable/BonusTable.stories.js';
import * as filterStories from '../components/CommissionFilters/CommissionFilters.stories.js';
import * as commissionStories from '../components/CommissionTable/CommissionTable.stories.js';
import * as chartStories from '../components/EarningsChart/EarningsChart.stories.js';
import * as summaryStories from '../components/EarningsSummary/EarningsSummary.stories.js';
import * as payoutStories from '../components/PayoutTable/PayoutTable.stories.js';
import * as headerStories from '../components/ReportPageHeader/ReportPageHeader.stories.js';
import * as noteStories from '../components/OpeningCycleNote/OpeningCycleNote.stories.js';
import * as totalsStories from '../components/ReportTotals/ReportTotals.stories.js';
import * as scheduledStories from '../components/ScheduledPayoutNote/ScheduledPayoutNote.stories.js';

const summary = composeStories(summaryStories);
const chart = composeStories(chartStories);
const commissions = composeStories(commissionStories);
const filters = composeStories(filterStories);
const totals = composeStories(totalsStories);
const bonus = composeStories(bonusStories);
const payouts = composeStories(payoutStories);
const header = composeStories(headerStories);
const notes = composeStories(noteStories);
const scheduled = composeStories(scheduledStories);

const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('reports stories render their states', { timeout: 30_000 }, () => {
  it('EarningsSummary Rising, Falling, WithoutPrevious and Phone', () => {
    const rising = render(<summary.Rising />);
    expect(within(screen.getByTestId('earnings-net')).getByTestId('figure-change')).toHaveTextContent('Up $180.00 (7.7%)');
    rising.unmount();
    const falling = render(<summary.Falling />);
    expect(within(screen.getByTestId('earnings-net')).getByTestId('figure-change')).toHaveTextContent('Down $180.00 (7.1%)');
    falling.unmount();
    const without = render(<summary.WithoutPrevious />);
    expect(screen.queryByTestId('figure-change')).not.toBeInTheDocument();
    without.unmount();
    render(<summary.Phone />);
    expect(screen.getAllByRole('group')).toHaveLength(5);
  });

  it('EarningsSummary SoFar names what it compares: the same days of the cycle before (issue #27 §4)', () => {
    render(<summary.SoFar />);
    const net = within(screen.getByTestId('earnings-net'));
    expect(net.getByTestId('figure-change')).toHaveTextContent('Down $130.00 (11.7%)');
    expect(net.getByTestId('figure-basis').textContent?.replace(/\u2060/g, '').replace(/\s/g, ' ')).toBe('So far, vs the same days last cycle (Nov 17 – 19, 2026)');
  });

  it('OpeningCycleNote says which cycle is shown and why; nothing for a chosen one', () => {
    const text = () => screen.getByTestId('opening-cycle').textContent?.replace(/\u2060/g, '').replace(/\s/g, ' ');
    const current = render(<notes.Current />);
    expect(text()).toBe('Showing the current pay cycle, Nov 24 – 30, 2026, so far.');
    current.unmount();
    const latest = render(<notes.LatestBonuses />);
    expect(text()).toBe('Showing the pay cycle Nov 3 – 9, 2026, the latest with bonuses: the current one (Nov 24 – 30, 2026) has none yet.');
    latest.unmount();
    render(<notes.ChosenInTheUrl />);
    expect(text()).toBe('');
  });

  it('EarningsChart renders', () => {
    render(<chart.TwelveCycles />);
    expect(screen.getByTestId('earnings-chart')).toBeInTheDocument();
  });

  it('CommissionTable Rows, SortedByAmount, Loading, Empty, Failed and Phone', () => {
    const rows = render(<commissions.Rows />);
    expect(bodyRows('Commissions')).toHaveLength(10);
    // The name is its own translate="no" span inside the worded kind (issue #29).
    const overrides = screen.getAllByText((_, element) => element?.tagName === 'TD' && element.textContent === 'Override from Liam Ortiz');
    expect(overrides.length).toBeGreaterThan(0);
    expect(within(overrides[0]!).getByText('Liam Ortiz')).toHaveAttribute('translate', 'no');
    rows.unmount();
    const sorted = render(<commissions.SortedByAmount />);
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    sorted.unmount();
    const loading = render(<commissions.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
    loading.unmount();
    const empty = render(<commissions.Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No commissions match');
    empty.unmount();
    const failed = render(<commissions.Failed />);
    expect(screen.getByText('The commissions could not be loaded.')).toBeInTheDocument();
    failed.unmount();
    render(<commissions.Phone />);
    expect(within(bodyRows('Commissions')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Pay cycle');
  });

  it('CommissionFilters Unfiltered, Filtered and Loading', () => {
    const unfiltered = render(<filters.Unfiltered />);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('All');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    unfiltered.unmount();
    const filtered = render(<filters.Filtered />);
    expect(screen.getByRole('combobox', { name: 'Downline agent' })).toHaveTextContent('Liam Ortiz');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    filtered.unmount();
    render(<filters.Loading />);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('ReportTotals Commissions and Single', () => {
    const all = render(<totals.Commissions />);
    expect(screen.getByTestId('total-net')).toHaveTextContent('$12,723.00');
    all.unmount();
    render(<totals.Single />);
    expect(screen.getByTestId('total-bonus')).toHaveTextContent('$600.00');
  });

  it('BonusTable and PayoutTable states', () => {
    const b = render(<bonus.Rows />);
    expect(bodyRows('Bonuses')).toHaveLength(3);
    b.unmount();
    const bl = render(<bonus.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0);
    bl.unmount();
    const be = render(<bonus.Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No bonuses in this pay cycle');
    be.unmount();
    const bp = render(<bonus.Phone />);
    expect(bodyRows('Bonuses')).toHaveLength(3);
    bp.unmount();
    const p = render(<payouts.Rows />);
    const rows = bodyRows('Payments');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Scheduled');
    expect(rows[2]).toHaveTextContent('-$40.00');
    p.unmount();
    const pe = render(<payouts.Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No payment for this pay cycle');
    pe.unmount();
    const pf = render(<payouts.Failed />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    pf.unmount();
    const pl = render(<payouts.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0);
    pl.unmount();
    render(<payouts.Phone />);
    expect(bodyRows('Payments')).toHaveLength(3);
  });

  it('ReportPageHeader SubReport and Overview', () => {
    const sub = render(<header.SubReport />);
    expect(screen.getByRole('heading', { level: 1, name: 'Commissions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports?start_date=2026-11-17&end_date=2026-11-23');
    expect(screen.getByRole('combobox', { name: 'Pay cycle' })).toHaveTextContent('Nov 17, 2026 - Nov 23, 2026');
    sub.unmount();
    render(<header.Overview />);
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('ScheduledPayoutNote AllPending, NothingYet and EarningsUnknown (issue #28 item 6)', () => {
    const all = render(<scheduled.AllPending />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing is paid yet for this pay cycle: $873.68 of commissions and bonuses ($823.68 in commissions, $50.00 in bonuses) are pending and will be paid on Dec 4, 2026 once confirmed.',
    );
    all.unmount();
    const unknown = render(<scheduled.EarningsUnknown />);
    expect(screen.getByRole('status')).toHaveTextContent('This payment is scheduled: the commissions and bonuses still pending will be paid on Dec 4, 2026 once confirmed.');
    unknown.unmount();
    render(<scheduled.NothingYet />);
    expect(screen.getByRole('status')).toHaveTextContent('what you earn until Nov 30, 2026 will be paid on Dec 4, 2026 once confirmed.');
  });
});
