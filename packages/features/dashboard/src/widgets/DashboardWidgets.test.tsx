import type { Earnings, ProgressTracker, Reminder, UplineTelemetry } from '@agent-portal/api-client';
import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import DashboardWidgets from './DashboardWidgets.js';
import { DASHBOARD_COMPLETE_MARK } from './widgetData.js';

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
const reminders: Reminder[] = [
  { id: 'DOCUMENT_EXPIRING:E_AND_O_POLICY', type: 'DOCUMENT_EXPIRING', severity: 'warning', title: 'x', href: '/my-profile#essential-documents', due_on: '2026-12-10', params: { document_type: 'E_AND_O_POLICY' } },
  { id: 'TICKET_AWAITING_REPLY:21', type: 'TICKET_AWAITING_REPLY', severity: 'warning', title: 'x', href: '/help/generate-ticket/21', due_on: null, params: { ticket_id: 21, ticket: 'TCK-000021', subject: 'Chargeback dispute' } },
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
  production_previous_cycle_cents: 400_000,
  problems: { BLOCKED: 0, DOCUMENTS: 0, LICENSE_PENDING: 0 },
});

function serve({ failReminders = false, complete = false, downline = 54, earningsData = earnings } = {}) {
  const calls = { reminders: 0 };
  server.use(
    http.get(`${V1}/commissions/earnings`, () => HttpResponse.json({ data: earningsData })),
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
    const earningsCard = await region('Earnings this pay cycle');
    expect(await within(earningsCard).findByTestId('earnings-net')).toHaveTextContent('$1,234.56');
    expect(within(earningsCard).getByTestId('earnings-change')).toHaveTextContent('+$234.56 (23.5%) vs the previous pay cycle');
    expect(within(earningsCard).getByRole('link', { name: 'Open reports' })).toHaveAttribute('href', '/reports');

    const remindersCard = await region('Reminders');
    expect(await within(remindersCard).findByRole('link', { name: 'Your E&O policy expires soon: upload the renewed one.' })).toHaveAttribute('href', '/my-profile#essential-documents');
    expect(within(remindersCard).getByRole('link', { name: 'Support replied on TCK-000021: Chargeback dispute' })).toHaveAttribute('href', '/help/generate-ticket/21');
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
  });

  it('with the reminders call failing, the other widgets still show; Retry refetches it', async () => {
    const calls = serve({ failReminders: true });
    const { user } = renderWithProviders(<DashboardWidgets userId={USER} />);
    const remindersCard = await region('Reminders');
    expect(await within(remindersCard).findByText('Your reminders could not be loaded.')).toBeInTheDocument();
    expect(await within(await region('Earnings this pay cycle')).findByTestId('earnings-net')).toBeInTheDocument();
    expect(await within(await region('Latest announcements')).findByText('Holiday payout schedule')).toBeInTheDocument();
    await user.click(within(remindersCard).getByRole('button', { name: 'Retry' }));
    expect(await within(remindersCard).findByText(/Support replied on TCK-000021/)).toBeInTheDocument();
    expect(calls.reminders).toBe(3);
  });

  it('hides the tracker when every step is done and the team without a downline', async () => {
    serve({ complete: true, downline: 0 });
    renderWithProviders(<DashboardWidgets userId={USER} />);
    expect(await within(await region('Latest announcements')).findByText('Holiday payout schedule')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Finish setting up your account' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your team' })).not.toBeInTheDocument());
  });

  it('an empty pay cycle shows the empty state with the last cycle’s net, not zeros (issue #9)', async () => {
    const empty = { ...cycle('2026-11-24', '2026-11-30', 0), commissions_cents: 0, overrides_cents: 0, charge_backs_cents: 0 };
    serve({ earningsData: { ...earnings, cycles: [...earnings.cycles, empty] } });
    renderWithProviders(<DashboardWidgets userId={USER} />);
    const earningsCard = await region('Earnings this pay cycle');
    expect(await within(earningsCard).findByTestId('earnings-empty')).toHaveTextContent('Nothing earned yet in this pay cycle.');
    expect(within(earningsCard).getByTestId('earnings-empty')).toHaveTextContent(/Last pay cycle \(.+\): \$1,234\.56/);
    expect(within(earningsCard).queryByTestId('earnings-net')).toBeNull();
    expect(within(earningsCard).queryByText('$0.00')).toBeNull();
  });
});
