import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { gatewayGet } from '../support/gateway';
import { screenshotInEveryTheme } from '../support/screenshots';
import { signIn } from '../support/session';

// Issue #12 §3: the dashboard shows the agent's day — earnings of this pay cycle, reminders
// computed by the gateway, the onboarding tracker, the latest announcements and the team — each
// widget loading and failing on its own, against the sandbox.

interface Earnings {
  cycles: Array<{ start_date: string; end_date: string; net_cents: number; commissions_cents: number; overrides_cents: number; bonuses_cents: number; charge_backs_cents: number }>;
}
interface Reminders {
  reminders: Array<{ id: string; type: string; href: string | null }>;
}
interface Tracker {
  steps: Array<{ key: string; done: boolean; href: string | null }>;
  done_count: number;
  total: number;
  complete: boolean;
}
interface Telemetry {
  direct_count: number;
  total_count: number;
}

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const widget = (page: Page, id: string) => page.getByTestId(`widget-${id}`);

test("Ava's day: this pay cycle's earnings so far, reminders from her data, the tracker, announcements and her team, as the gateway computes them", async ({ page }) => {
  await signIn(page, DEMO.ava);
  const userId = Number((await page.context().cookies()).find((c) => c.name === 'user_id')!.value);
  const earnings = (await gatewayGet<{ data: Earnings }>(page, '/integration/v1/commissions/earnings')).body.data;
  const current = earnings.cycles.at(-1)!;

  // Earnings (issue #27 §4): the current pay cycle so far when it has earnings, else the latest cycle
  // that does, saying which; the change like for like, naming what it compares.
  const earningsCard = widget(page, 'earnings');
  await expect(earningsCard.getByRole('heading', { name: 'Your earnings' })).toBeVisible();
  const hasEarnings = (c: Earnings['cycles'][number]) => [c.commissions_cents, c.overrides_cents, c.bonuses_cents, c.charge_backs_cents].some((v) => v !== 0);
  const shown = hasEarnings(current) ? current : earnings.cycles.filter(hasEarnings).at(-1)!;
  await expect(earningsCard.getByTestId('earnings-net')).toHaveText(usd(shown.net_cents));
  await expect(earningsCard.getByText('Commissions', { exact: true })).toBeVisible();
  if (shown === current) {
    // The seed runs through today (issue #27 §4): this week's figures so far, against the same days of the last.
    await expect(earningsCard.getByTestId('earnings-cycle')).toContainText('This pay cycle so far');
    const day = Math.round((Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - Date.parse(`${current.start_date}T00:00:00Z`)) / 86_400_000) + 1;
    const previousStart = earnings.cycles.at(-2)!.start_date;
    const sameDays = (await gatewayGet<{ data: Earnings }>(page, `/integration/v1/commissions/earnings?start_date=${previousStart}&end_date=${current.end_date}&through_day=${day}`)).body.data;
    const [before, soFar] = sameDays.cycles;
    await expect(earningsCard.getByTestId('earnings-change')).toContainText('vs the same days last cycle');
    if (soFar!.net_cents !== before!.net_cents) await expect(earningsCard.getByTestId('earnings-change')).toContainText(usd(Math.abs(soFar!.net_cents - before!.net_cents)));
  } else {
    await expect(earningsCard.getByTestId('earnings-cycle')).toContainText('the latest with earnings');
    await expect(earningsCard.getByTestId('earnings-change')).toContainText('vs the whole previous cycle');
  }
  // The sparkline is an inline SVG drawn with the widget (issue #27).
  await expect(earningsCard.getByTestId('earnings-trend').locator('svg path').first()).toBeAttached({ timeout: 15_000 });

  // Reminders: the seed leaves Ava an expiring E&O policy and a support reply to answer; every
  // reminder the gateway computes is listed, each linking where it is resolved.
  const { reminders } = (await gatewayGet<{ data: Reminders }>(page, `/integration/v1/users/${userId}/reminders`)).body.data;
  expect(reminders.map((r) => r.type)).toEqual(expect.arrayContaining(['DOCUMENT_EXPIRING', 'TICKET_AWAITING_REPLY']));
  const remindersCard = widget(page, 'reminders');
  await expect(remindersCard.locator('li')).toHaveCount(reminders.length);
  await expect(remindersCard.locator('[data-reminder="DOCUMENT_EXPIRING"]')).toContainText('Your E&O policy expires soon');
  const ticketReminder = reminders.find((r) => r.type === 'TICKET_AWAITING_REPLY')!;
  await expect(remindersCard.locator('[data-reminder="TICKET_AWAITING_REPLY"] a').first()).toHaveAttribute('href', ticketReminder.href!);

  // Announcements: the latest three, pinned first, as plain text.
  const announcements = (await gatewayGet<{ data: Array<{ title: string; pinned: boolean }> }>(page, '/integration/v1/announcements/get-announcments?page=1&limit=3')).body.data;
  const announcementsCard = widget(page, 'announcements');
  for (const item of announcements) await expect(announcementsCard.getByText(item.title, { exact: true })).toBeVisible();

  // Team: Ava is an upline; the figures are the gateway's.
  const team = (await gatewayGet<{ data: Telemetry }>(page, `/integration/v1/users/${userId}/upline-telemetry`)).body.data;
  await expect(widget(page, 'team').getByTestId('team-direct')).toContainText(String(team.direct_count));
  await expect(widget(page, 'team').getByTestId('team-total')).toContainText(String(team.total_count));

  // The onboarding tracker: steps done from her data; an undone step leads to its my-profile section.
  const tracker = (await gatewayGet<{ data: Tracker }>(page, `/integration/v1/users/${userId}/progress-tracker`)).body.data;
  expect(tracker.complete).toBe(false);
  const progressCard = widget(page, 'progress');
  await expect(progressCard.getByText(`${tracker.done_count} of ${tracker.total} steps done`)).toBeVisible();
  await expect(progressCard.locator('li[data-done="true"]')).toHaveCount(tracker.done_count);
  const todo = tracker.steps.find((s) => !s.done)!;
  await progressCard.locator(`li[data-step="${todo.key}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`${todo.href!}$`));
  await expect(page.locator(`#${todo.href!.split('#')[1]}`)).toBeInViewport();
});

test('the reminders call failing leaves the other widgets working; Retry brings the reminders', async ({ page }) => {
  let fail = true;
  await page.route('**/integration/v1/users/*/reminders', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Reminders are down' }) }) : route.fallback(),
  );
  await signIn(page, DEMO.ava);
  const remindersCard = widget(page, 'reminders');
  await expect(remindersCard.getByText('Your reminders could not be loaded.')).toBeVisible({ timeout: 20_000 });
  await expect(widget(page, 'earnings').getByTestId('earnings-trend')).toBeVisible();
  await expect(widget(page, 'announcements').getByRole('link', { name: 'All announcements' })).toBeVisible();
  fail = false;
  await remindersCard.getByRole('button', { name: 'Retry' }).click();
  await expect(remindersCard.locator('[data-reminder="DOCUMENT_EXPIRING"]')).toBeVisible();
});

test("Leo's dashboard is his own: his missing documents, his one-agent team; another agent's reminders are refused", async ({ page }) => {
  await signIn(page, DEMO.leo);
  const userId = Number((await page.context().cookies()).find((c) => c.name === 'user_id')!.value);
  const { reminders } = (await gatewayGet<{ data: Reminders }>(page, `/integration/v1/users/${userId}/reminders`)).body.data;
  const remindersCard = widget(page, 'reminders');
  await expect(remindersCard.locator('li')).toHaveCount(reminders.length, { timeout: 20_000 });
  await expect(remindersCard.locator('[data-reminder="DOCUMENT_MISSING"]').first()).toContainText(/^Upload your /);
  const team = (await gatewayGet<{ data: Telemetry }>(page, `/integration/v1/users/${userId}/upline-telemetry`)).body.data;
  await expect(widget(page, 'team').getByTestId('team-total')).toContainText(String(team.total_count));
  // Own id only (→ 403).
  expect((await gatewayGet(page, `/integration/v1/users/${userId === 12 ? 13 : 12}/reminders`)).status).toBe(403);
  expect((await gatewayGet(page, `/integration/v1/users/${userId === 12 ? 13 : 12}/progress-tracker`)).status).toBe(403);
});

test('the dashboard with its widgets has no serious accessibility violations (axe)', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await expect(widget(page, 'reminders').locator('li').first()).toBeVisible({ timeout: 20_000 });
  await expect(widget(page, 'earnings').getByTestId('earnings-trend')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`)).toEqual([]);
});

test('screenshots: the dashboard with its widgets, light and dark, desktop and phone', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await screenshotInEveryTheme(page, 'dashboard-widgets', async (p) => {
    await expect(widget(p, 'reminders').locator('li').first()).toBeVisible({ timeout: 20_000 });
    await expect(widget(p, 'team').getByTestId('team-total')).toBeVisible();
    await expect(widget(p, 'earnings').getByTestId('earnings-trend').locator('svg path').first()).toBeAttached({ timeout: 15_000 });
  });
});
