import type { Earnings, ProgressTracker, Reminder, UplineTelemetry } from '@agent-portal/api-client/wire';
import { fixDateEachTest, renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import DashboardWidgets from './DashboardWidgets.js';
import { DASHBOARD_COMPLETE_MARK } from './widgetData.js';

/** Text as read: Intl's thin and the no-break spaces as plain spaces, without word joiners. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u2060/g, '').replace(/\s/g, ' ');

// Issue #12: the dashboard widgets, each loading and failing on its own (MSW at the network edge).
const V1 = `${TEST_ORIGIN}/integration/v1`;
const USER = 12;

const cycle = (start: string, end: string, net: number) => ({
  start_date: start,
  end_date: end,
  commissions_cents: net + 1000,
  overrides_cents: 500,
  bonuses_cents: 0,
  charge_backs_cents: 1500,
  net_cents: net,
});
const earnings: Earnings = {
  cycles: [cycle('2026-11-10', '2026-11-16', 100_000), cycle('2026-11-17', '2026-11-23', 123_456)],
  total: { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 },
  year_to_date: { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0, year: 2026 },
};
/** The like-for-like answer (`through_day`): the first days of both cycles (issue #27 §4). */
const earningsSoFar: Earnings = { ...earnings, cycles: [cycle('2026-11-10', '2026-11-16', 60_000), cycle('2026-11-17', '2026-11-23', 123_456)] };
const reminders: Reminder[] = [
  { id: 'DOCUMENT_EXPIRING:E_AND_O_POLICY', type: 'DOCUMENT_EXPIRING', severity: 'warning', title: 'x', href: '/my-profile#essential-documents', due_on: '2026-12-10', params: { document_type: 'E_AND_O_POLICY' } },
  { id: 'TICKET_AWAITING_REPLY:21', type: 'TICKET_AWAITING_REPLY', severity: 'warning', title: 'x', href: '/help/generate-ticket/21', due_on: null, params: { ticket_id: 21, ticket: 'TCK-000021', subject: 'Chargeback dispute' } },
  { id: 'PROMOTION_TO_DECIDE:7', type: 'PROMOTION_TO_DECIDE', severity: 'info', title: 'x', href: '/promotion', due_on: null, params: { request_id: 7, requester_name: 'Seo-yeon Miller', requested_rank_title: 'Senior Associate' } },
  { id: 'NEW_KIND:1', type: 'NEW_KIND' as Reminder['type'], severity: 'info', title: 'Something new from the gateway', href: 'https://evil.example/phish', due_on: null, params: {} },
];
const step = (key: ProgressTracker['steps'][number]['key'], done: boolean) => ({ key, done, href: `/my-profile#${key.toLowerCase()}` });
const progress = (complete: boolean): ProgressTracker => ({
  steps: [step('PROFILE_PICTURE', true), step('BANK_ACCOUNT', complete)],
  done_count: complete ? 2 : 1,
  total: 2,
  percent: complete ? 100 : 50,
  complete,
});
const telemetry = (total: number): UplineTelemetry => ({
  pay_cycle_start: '2026-11-17',
  pay_cycle_end: '2026-11-23',
  direct_count: total ? 6 : 0,
  total_count: total,
  licensed_count: total ? 40 : 0,
  unlicensed_count: total ? 14 : 0,
  by_depth: [],
  new_recruits_this_cycle: 2,
  production_this_cycle_cents: 500_000,
  production_previous_cycle_cents: 800_000,
  cycle_days_elapsed: 3,
  production_previous_cycle_same_days_cents: 450_000,
  problems: { BLOCKED: 0, DOCUMENTS: 0, LICENSE_PENDING: 0 },
});

function serve({ failReminders = false, complete = false, downline = 54, earningsData = earnings, soFarData = earningsSoFar } = {}) {
  const calls = { reminders: 0, earnings: [] as string[] };
  server.use(
    http.get(`${V1}/commissions/earnings`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.earnings.push(params.toString());
      return HttpResponse.json({ data: params.has('through_day') ? soFarData : earningsData });
    }),
    http.get(`${V1}/users/${USER}/reminders`, () => {
      calls.reminders += 1;
      // §8: the base query retries a failed request once: both attempts fail, the Retry button's succeeds.
      return failReminders && calls.reminders <= 2
        ? HttpResponse.json({ statusCode: 500, message: 'Reminders are down.' }, { status: 500 })
        : HttpResponse.json({ data: { reminders, checked_at: '2026-11-24T10:00:00.000Z' } });
    }),
    http.get(`${V1}/users/${USER}/progress-tracker`, () => HttpResponse.json({ data: progress(complete) })),
    http.get(`${V1}/announcements/get-announcments`, () =>
      HttpResponse.json({ data: [{ id: 1, title: 'Holiday payout schedule', body: '<b>Paid Wednesday.</b>', published_at: '2026-11-15T12:00:00.000Z', pinned: true }], count: 1 }),
    ),
    http.get(`${V1}/users/${USER}/upline-telemetry`, () => HttpResponse.json({ data: telemetry(downline) })),
  );
  return calls;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('dashboard widgets (issue #12)', { timeout: 30_000 }, () => {
  // Thursday 2026-11-19: the Nov 17 – 23 cycle is the current one, three days in (a fake clock: only Date).
  fixDateEachTest(new Date(2026, 10, 19, 10, 30));

  it('marks the dashboard complete once, when every widget shows its data or its error (issue #27)', async () => {
    performance.clearMarks(DASHBOARD_COMPLETE_MARK);
    serve({ failReminders: true });
    renderWithProviders(<DashboardWidgets userId={USER} />);
    expect(performance.getEntriesByName(DASHBOARD_COMPLETE_MARK)).toHaveLength(0);
    // The reminders fail (twice: the base query retries once) and show their error: that settles them too.
    await within(await region('Reminders')).findByRole('button', { name: 'Retry' });
    await within(await region('Your team')).findByTestId('team-total');
    await waitFor(() => expect(performance.getEntriesByName(DASHBOARD_COMPLETE_MARK)).toHaveLength(1));
  });

  it('show the gateway’s data: earnings with the change, reminders worded from their type, the tracker, announcements as text, the team', async () => {
    serve();
    const { container } = renderWithProviders(<DashboardWidgets userId={USER} />);
    const earningsCard = await region('Your earnings');
    expect(await within(earningsCard).findByTestId('earnings-net')).toHaveTextContent('$1,234.56');
    expect(plain(within(earningsCard).getByTestId('earnings-cycle'))).toBe('This pay cycle so far (Nov 17 – 23, 2026)');
    // Issue #27 §4: three days so far against the same three days of the previous cycle, not its whole week.
    expect(plain(within(earningsCard).getByTestId('earnings-change'))).toBe('+$634.56 (105.8%) vs the same days last cycle (Nov 10 – 12, 2026)');
    expect(within(earningsCard).getByRole('link', { name: 'Open reports' })).toHaveAttribute('href', '/reports');

    const remindersCard = await region('Reminders');
    expect(await within(remindersCard).findByRole('link', { name: 'Your E&O policy expires soon: upload the renewed one.' })).toHaveAttribute('href', '/my-profile#essential-documents');
    const ticket = within(remindersCard).getByRole('link', { name: 'Support replied on TCK-000021: Chargeback dispute' });
    expect(ticket).toHaveAttribute('href', '/help/generate-ticket/21');
    // Issue #29: what an agent wrote and a person's name read the same in every language, the sentence is worded.
    expect(within(ticket).getByText('Chargeback dispute')).toHaveAttribute('translate', 'no');
    const promotion = within(remindersCard).getByRole('link', { name: 'Seo-yeon Miller asks to become Senior Associate.' });
    expect(within(promotion).getByText('Seo-yeon Miller')).toHaveAttribute('translate', 'no');
    expect(promotion.querySelectorAll('[translate="no"]')).toHaveLength(1);
    // An unknown type falls back to the gateway's words; a link to another origin is not followed.
    expect(within(remindersCard).getByText('Something new from the gateway').closest('a')).toBeNull();

    const progressCard = await region('Finish setting up your account');
    expect(within(progressCard).getByText('1 of 2 steps done')).toBeInTheDocument();
    expect(within(progressCard).getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(progressCard).getByRole('link', { name: 'Add a bank account for your payouts' })).toHaveAttribute('href', '/my-profile#bank_account');

    const news = await region('Latest announcements');
    expect(await within(news).findByText('<b>Paid Wednesday.</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();

    const team = await region('Your team');
    expect(await within(team).findByTestId('team-total')).toHaveTextContent('54');
    expect(within(team).getByText('40 licensed, 14 not yet')).toBeInTheDocument();
    expect(plain(within(team).getByTestId('team-change'))).toBe('+$500.00 (11.1%) vs the same days last cycle (Nov 10 – 12, 2026)');
  });

  it('the current cycle empty: the latest cycle with earnings, said so, against the whole cycle before it (issue #27 §4)', async () => {
    vi.setSystemTime(new Date(2026, 10, 26, 9, 0));
    const empty = { ...cycle('2026-11-24', '2026-11-30', 0), commissions_cents: 0, overrides_cents: 0, charge_backs_cents: 0 };
    const calls = serve({ earningsData: { ...earnings, cycles: [...earnings.cycles, empty] } });
    renderWithProviders(<DashboardWidgets userId={USER} />);
    const earningsCard = await region('Your earnings');
    expect(await within(earningsCard).findByTestId('earnings-net')).toHaveTextContent('$1,234.56');
    expect(plain(within(earningsCard).getByTestId('earnings-cycle'))).toBe('Pay cycle Nov 17 – 23, 2026, the latest with earnings: none yet in this one.');
    expect(plain(within(earningsCard).getByTestId('earnings-change'))).toBe('+$234.56 (23.5%) vs the whole previous cycle (Nov 10 – 16, 2026)');
    expect(within(earningsCard).queryByTestId('earnings-empty')).toBeNull();
    // The like-for-like call started with the others (the dashboard cannot know it is not needed).
    expect(calls.earnings).toContain('start_date=2026-11-17&end_date=2026-11-30&through_day=3');
  });

  it('with the reminders call failing, the other widgets still show; Retry refetches it', async () => {
    const calls = serve({ failReminders: true });
    const { user } = renderWithProviders(<DashboardWidgets userId={USER} />);
    const remindersCard = await region('Reminders');
    expect(await within(remindersCard).findByText('Your reminders could not be loaded.')).toBeInTheDocument();
    expect(await within(await region('Your earnings')).findByTestId('earnings-net')).toBeInTheDocument();
    expect(await within(await region('Latest announcements')).findByText('Holiday payout schedule')).toBeInTheDocument();
    await user.click(within(remindersCard).getByRole('button', { name: 'Retry' }));
    expect(await within(remindersCard).findByRole('link', { name: /Support replied on TCK-000021/ })).toBeInTheDocument();
    expect(calls.reminders).toBe(3);
  });

  it('hides the tracker when every step is done and the team without a downline', async () => {
    serve({ complete: true, downline: 0 });
    renderWithProviders(<DashboardWidgets userId={USER} />);
    expect(await within(await region('Latest announcements')).findByText('Holiday payout schedule')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Finish setting up your account' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your team' })).not.toBeInTheDocument());
  });

  it('no earnings in any cycle: the empty state, not zeros (issue #9)', async () => {
    const zeros = (start: string, end: string) => ({ ...cycle(start, end, 0), commissions_cents: 0, overrides_cents: 0, charge_backs_cents: 0 });
    serve({ earningsData: { ...earnings, cycles: [zeros('2026-11-10', '2026-11-16'), zeros('2026-11-17', '2026-11-23')] } });
    renderWithProviders(<DashboardWidgets userId={USER} />);
    const earningsCard = await region('Your earnings');
    expect(await within(earningsCard).findByTestId('earnings-empty')).toHaveTextContent('Nothing earned yet in this pay cycle.');
    expect(plain(within(earningsCard).getByTestId('earnings-cycle'))).toBe('Pay cycle Nov 17 – 23, 2026');
    expect(within(earningsCard).queryByTestId('earnings-net')).toBeNull();
    expect(within(earningsCard).queryByText('$0.00')).toBeNull();
  });
});
