import { bodyRows, checkStories, expectButton, expectEmptyState, expectFilterBar, expectSelects, expectSkeletonRows } from '@agent-portal/test-utils';
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
const bonus = composeStories(bonusStories);
const scheduled = composeStories(scheduledStories);

describe('reports stories render their states', { timeout: 30_000 }, () => {
  it('EarningsSummary Rising, Falling, WithoutPrevious and Phone', async () => {
    await checkStories(summary, {
      Rising: () => expect(within(screen.getByTestId('earnings-net')).getByTestId('figure-change')).toHaveTextContent('Up $180.00 (7.7%)'),
      Falling: () => expect(within(screen.getByTestId('earnings-net')).getByTestId('figure-change')).toHaveTextContent('Down $180.00 (7.1%)'),
      WithoutPrevious: () => expect(screen.queryByTestId('figure-change')).not.toBeInTheDocument(),
      Phone: () => expect(screen.getAllByRole('group')).toHaveLength(5),
    });
  });

  it('EarningsSummary SoFar names what it compares: the same days of the cycle before (issue #27 §4)', () => {
    render(<summary.SoFar />);
    const net = within(screen.getByTestId('earnings-net'));
    expect(net.getByTestId('figure-change')).toHaveTextContent('Down $130.00 (11.7%)');
    expect(net.getByTestId('figure-basis').textContent?.replace(/\u2060/g, '').replace(/\s/g, ' ')).toBe('So far, vs the same days last cycle (Nov 17 – 19, 2026)');
  });

  it('OpeningCycleNote says which cycle is shown and why; nothing for a chosen one', async () => {
    const text = () => screen.getByTestId('opening-cycle').textContent?.replace(/\u2060/g, '').replace(/\s/g, ' ');
    await checkStories(composeStories(noteStories), {
      Current: () => expect(text()).toBe('Showing the current pay cycle, Nov 24 – 30, 2026, so far.'),
      LatestBonuses: () => expect(text()).toBe('Showing the pay cycle Nov 3 – 9, 2026, the latest with bonuses: the current one (Nov 24 – 30, 2026) has none yet.'),
      ChosenInTheUrl: () => expect(text()).toBe(''),
    });
  });

  it('EarningsChart renders', () => {
    render(<chart.TwelveCycles />);
    expect(screen.getByTestId('earnings-chart')).toBeInTheDocument();
  });

  it('CommissionTable Rows, SortedByAmount, Loading, Empty, Failed and Phone', async () => {
    await checkStories(commissions, {
      Rows: () => {
        expect(bodyRows('Commissions')).toHaveLength(10);
        // The name is its own translate="no" span inside the worded kind (issue #29).
        const overrides = screen.getAllByText((_, element) => element?.tagName === 'TD' && element.textContent === 'Override from Liam Ortiz');
        expect(overrides.length).toBeGreaterThan(0);
        expect(within(overrides[0]!).getByText('Liam Ortiz')).toHaveAttribute('translate', 'no');
      },
      SortedByAmount: () => expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending'),
      Loading: () => expectSkeletonRows(10),
      Empty: () => expectEmptyState('No commissions match'),
      Failed: () => expect(screen.getByText('The commissions could not be loaded.')).toBeInTheDocument(),
      Phone: () => expect(within(bodyRows('Commissions')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Pay cycle'),
    });
  });

  it('CommissionFilters Unfiltered, Filtered and Loading', async () => {
    await checkStories(filters, {
      Unfiltered: () => expectFilterBar({ Kind: 'All' }, 'Clear filters', false),
      Filtered: () => expectFilterBar({ 'Downline agent': 'Liam Ortiz' }, 'Clear filters'),
      Loading: () => expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAttribute('aria-disabled', 'true'),
    });
  });

  it('ReportTotals Commissions and Single', async () => {
    await checkStories(composeStories(totalsStories), {
      Commissions: () => expect(screen.getByTestId('total-net')).toHaveTextContent('$12,723.00'),
      Single: () => expect(screen.getByTestId('total-bonus')).toHaveTextContent('$600.00'),
    });
  });

  it('BonusTable and PayoutTable states', async () => {
    await checkStories(bonus, {
      Rows: () => expect(bodyRows('Bonuses')).toHaveLength(3),
      Loading: () => expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0),
      Empty: () => expectEmptyState('No bonuses in this pay cycle'),
      Phone: () => expect(bodyRows('Bonuses')).toHaveLength(3),
    });
    await checkStories(composeStories(payoutStories), {
      Rows: () => {
        const rows = bodyRows('Payments');
        expect(rows).toHaveLength(3);
        expect(rows[0]).toHaveTextContent('Scheduled');
        expect(rows[2]).toHaveTextContent('-$40.00');
      },
      Empty: () => expectEmptyState('No payment for this pay cycle'),
      Failed: () => expectButton('Try again'),
      Loading: () => expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0),
      Phone: () => expect(bodyRows('Payments')).toHaveLength(3),
    });
  });

  it('ReportPageHeader SubReport and Overview', async () => {
    await checkStories(composeStories(headerStories), {
      SubReport: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Commissions' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports?start_date=2026-11-17&end_date=2026-11-23');
        expectSelects({ 'Pay cycle': 'Nov 17, 2026 - Nov 23, 2026' });
      },
      Overview: () => expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument(),
    });
  });

  it('ScheduledPayoutNote AllPending, NothingYet and EarningsUnknown (issue #28 item 6)', async () => {
    await checkStories(scheduled, {
      AllPending: () => {
        expect(screen.getByRole('status')).toHaveTextContent(
          'Nothing is paid yet for this pay cycle: $873.68 of commissions and bonuses ($823.68 in commissions, $50.00 in bonuses) are pending and will be paid on Dec 4, 2026 once confirmed.',
        );
      },
      EarningsUnknown: () => expect(screen.getByRole('status')).toHaveTextContent('This payment is scheduled: the commissions and bonuses still pending will be paid on Dec 4, 2026 once confirmed.'),
      NothingYet: () => expect(screen.getByRole('status')).toHaveTextContent('what you earn until Nov 30, 2026 will be paid on Dec 4, 2026 once confirmed.'),
    });
  });
});
