import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO } from '../support/env';
import { pdfLines } from '../support/pdf';
import { gatewayGet } from '../support/gateway';
import { signIn } from '../support/session';
import { MODES, VIEWPORTS, saveScreenshot, screenshotInEveryTheme } from '../support/screenshots';
import type { EarningsCycle } from '@agent-portal/api-client/wire';

// Issue #9: reports by pay cycle against the sandbox's seeded money (its cycles up to the
// 2026-11-17 one are seeded whole and paid whatever today is; issue #27 §4: the current cycle holds
// its rows up to today).


const CYCLE = '?start_date=2026-11-10&end_date=2026-11-16';

/** The amount shown on an overview card (Commissions, Overrides, Bonuses, Charge-backs, Net). */
async function cardAmount(page: Page, label: string): Promise<string> {
  return (await page.getByRole('group', { name: label, exact: true }).getByTestId('figure-value').textContent()) ?? '';
}

test('reports: the chosen pay cycle’s earnings with the change from the previous one; picking a cycle updates the URL and the figures', async ({ page }) => {
  await signIn(page, DEMO.ava, `/reports${CYCLE}`, '/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pay cycle' })).toHaveText('Nov 10, 2026 - Nov 16, 2026');
  const net = await cardAmount(page, 'Net');
  expect(net).toMatch(/^\$/);
  // A finished cycle is compared with the whole previous one, and the card says so (issue #27 §4).
  await expect(page.getByTestId('earnings-net').getByTestId('figure-basis')).toHaveText(/^vs the whole previous cycle \(Nov\W+3\W+9,\W+2026\)$/);

  await page.getByRole('combobox', { name: 'Pay cycle' }).click();
  await page.getByRole('option', { name: 'Nov 3, 2026 - Nov 9, 2026' }).click();
  await expect(page).toHaveURL(/start_date=2026-11-03&end_date=2026-11-09/);
  await expect.poll(() => cardAmount(page, 'Net')).not.toBe(net);

  // The sub-report links keep the cycle.
  await page.getByRole('link', { name: 'Commissions' }).click();
  await expect(page).toHaveURL(/\/reports\/commissions\?start_date=2026-11-03&end_date=2026-11-09/);
});

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const pickerTitle = (c: EarningsCycle) => {
  const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${day.format(new Date(`${c.start_date}T00:00:00Z`))} - ${day.format(new Date(`${c.end_date}T00:00:00Z`))}`;
};

test('issue #27 §4: each report opens on a pay cycle with data — the current one when it has some — says which, and compares like for like', async ({ page }) => {
  await signIn(page, DEMO.ava, '/reports', '/reports');
  // The gateway's default earnings: the 52 cycles ending with the current one (today's, UTC as the machine).
  const { cycles } = (await gatewayGet<{ data: { cycles: EarningsCycle[] } }>(page, '/integration/v1/commissions/earnings')).body.data;
  const current = cycles.at(-1)!;
  const latest = (has: (c: EarningsCycle) => boolean) => [...cycles].reverse().find(has)!;
  const reports = [
    { path: '/reports', kind: 'earnings', has: (c: EarningsCycle) => [c.commissions_cents, c.overrides_cents, c.bonuses_cents, c.charge_backs_cents].some(Boolean) },
    { path: '/reports/commissions', kind: 'commissions', has: (c: EarningsCycle) => [c.commissions_cents, c.overrides_cents, c.charge_backs_cents].some(Boolean) },
    { path: '/reports/payments', kind: 'earnings', has: (c: EarningsCycle) => [c.commissions_cents, c.overrides_cents, c.bonuses_cents, c.charge_backs_cents].some(Boolean) },
    { path: '/reports/bonus', kind: 'bonuses', has: (c: EarningsCycle) => c.bonuses_cents !== 0 },
  ];
  // The seed runs through today: Ava's current cycle has earnings on any weekday.
  expect(reports[0]!.has(current)).toBe(true);
  for (const report of reports) {
    await page.goto(report.path);
    const shown = latest(report.has);
    const note = page.getByTestId('opening-cycle');
    if (shown === current) await expect(note).toHaveText(/^Showing the current pay cycle, .+, so far\.$/);
    else await expect(note).toHaveText(new RegExp(`^Showing the pay cycle .+, the latest with ${report.kind}: the current one \\(.+\\) has none yet\\.$`));
    await expect(page.getByRole('combobox', { name: 'Pay cycle' })).toHaveText(pickerTitle(shown));
    await expect(page.getByTestId('empty-state')).toHaveCount(0);
    if (report.path === '/reports') await expect(page.getByTestId('earnings-net').getByTestId('figure-value')).toHaveText(usd(shown.net_cents));
    else await expect(page.locator('tbody tr').first()).toBeVisible();
  }

  // The overview's change: this cycle so far against the same days of the previous one, never its whole week.
  await page.goto('/reports');
  const net = page.getByTestId('earnings-net');
  await expect(net.getByTestId('figure-basis')).toHaveText(/^So far, vs the same days last cycle \(.+\)$/);
  const today = new Date().toISOString().slice(0, 10);
  const day = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${current.start_date}T00:00:00Z`)) / 86_400_000) + 1;
  const previous = cycles.at(-2)!;
  const sameDays = (await gatewayGet<{ data: { cycles: EarningsCycle[] } }>(
    page,
    `/integration/v1/commissions/earnings?start_date=${previous.start_date}&end_date=${current.end_date}&through_day=${day}`,
  )).body.data.cycles;
  const difference = sameDays[1]!.net_cents - sameDays[0]!.net_cents;
  await expect(net.getByTestId('figure-change')).toContainText(difference === 0 ? 'No change' : `${difference > 0 ? 'Up' : 'Down'} ${usd(Math.abs(difference))}`);
  // The line and the like-for-like captions fit at 1366 and 390 px, light and dark.
  await screenshotInEveryTheme(page, 'reports-open-on-content', (p) => expect(p.getByTestId('earnings-net').getByTestId('figure-basis')).toBeVisible());
  await page.goto('/reports/bonus');
  await screenshotInEveryTheme(page, 'reports-bonus-open-on-content', (p) => expect(p.locator('tbody tr').first()).toBeVisible());
});

test('reports/commissions: totals match the overview, filters and pages go to the server', async ({ page }) => {
  await signIn(page, DEMO.ava, `/reports${CYCLE}`, '/reports');
  const commissions = await cardAmount(page, 'Commissions');
  const overrides = await cardAmount(page, 'Overrides');

  await page.goto(`/reports/commissions${CYCLE}`);
  const totals = page.getByTestId('report-totals');
  await expect(totals.getByText(commissions, { exact: true })).toBeVisible();
  await expect(totals.getByText(overrides, { exact: true })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/commissions/report?')) requests.push(r.url());
  });
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Override' }).click();
  await expect(page).toHaveURL(/kind=OVERRIDE/);
  await expect.poll(() => requests.some((u) => u.includes('kind=OVERRIDE'))).toBe(true);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Override from');
  for (const text of await rows.allTextContents()) expect(text).toContain('Override from');

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => requests.some((u) => u.includes('page=2'))).toBe(true);
});

test('the statement of a pay cycle: the PDF and the CSV download, and their totals are the page’s', async ({ page }) => {
  await signIn(page, DEMO.ava, `/reports${CYCLE}`, '/reports');
  const figures = Object.fromEntries(
    await Promise.all(['Commissions', 'Overrides', 'Bonuses', 'Charge-backs', 'Net'].map(async (label) => [label, await cardAmount(page, label)] as const)),
  );
  const statement = page.getByRole('group', { name: 'Statement of this pay cycle' });

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'PDF statement' }).click()]);
  expect(pdfDownload.suggestedFilename()).toBe('commission-statement-2026-11-10-to-2026-11-16.pdf');
  const pdf = await readFile((await pdfDownload.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { lines, pages } = pdfLines(pdf);
  expect(pages).toBe(1);
  const value = (label: string) => lines[lines.indexOf(label) + 1];
  expect(value('Personal commissions')).toBe(figures.Commissions);
  expect(value('Overrides')).toBe(figures.Overrides);
  expect(value('Bonuses')).toBe(figures.Bonuses);
  expect(value('Net earnings')).toBe(figures.Net);

  // Issue #28 item 4: the CSV is for people — in English: headers in words, `,`, dollars with two decimals.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'CSV statement' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe('commission-statement-2026-11-10-to-2026-11-16.csv');
  const csv = await readFile((await csvDownload.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFEntry,Pay cycle start,Pay cycle end,Kind,Status,')).toBe(true);
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  const columns = header!.split(',');
  expect(columns).toContain('Amount (USD)');
  const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)]!;
  // Names hold no commas in the seed, so a plain split reads the cells.
  for (const row of rows) expect(cell(row, 'Amount (USD)')).toMatch(/^-?\d+\.\d\d$/);
  const cents = (text: string) => Math.round(Number(text) * 100);
  const sum = (pick: (row: string) => boolean) => rows.filter(pick).reduce((total, row) => total + cents(cell(row, 'Amount (USD)')), 0);
  const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100);
  const isCommission = (row: string) => cell(row, 'Entry') === 'Commission';
  const personal = sum((r) => isCommission(r) && cell(r, 'Kind') === 'Personal' && cell(r, 'Status') !== 'Charged back');
  const overrides = sum((r) => isCommission(r) && cell(r, 'Kind') === 'Override' && cell(r, 'Status') !== 'Charged back');
  const chargeBacks = sum((r) => isCommission(r) && cell(r, 'Status') === 'Charged back');
  const bonuses = sum((r) => cell(r, 'Entry') === 'Bonus');
  expect(usd(personal)).toBe(figures.Commissions);
  expect(usd(overrides)).toBe(figures.Overrides);
  expect(usd(bonuses)).toBe(figures.Bonuses);
  expect(usd(personal + overrides + bonuses - chargeBacks)).toBe(figures.Net);

  // In German: the page's language reaches the gateway; `;`, German headers, a decimal comma.
  await page.context().addCookies([{ name: 'lang', value: 'de', url: new URL(page.url()).origin }]);
  await page.reload();
  const auszug = page.getByRole('group', { name: 'Abrechnung dieses Abrechnungszeitraums' });
  const [deDownload] = await Promise.all([page.waitForEvent('download'), auszug.getByRole('button', { name: 'CSV-Abrechnung' }).click()]);
  const de = (await readFile((await deDownload.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(de[0]).toBe('Eintrag;Beginn des Abrechnungszeitraums;Ende des Abrechnungszeitraums;Art;Status;Von Vermittler;Kunde;Policennummer;Produktart;Versicherer;Prämie (USD);Satz (%);Betrag (USD);Beschreibung');
  expect(de).toHaveLength(rows.length + 1);
  const deAmount = de[0]!.split(';').indexOf('Betrag (USD)');
  rows.forEach((row, index) => expect(de[index + 1]!.split(';')[deAmount]).toBe(cell(row, 'Amount (USD)').replace('.', ',')));
  expect(de[1]!.split(';').slice(0, 3)).toEqual([isCommission(rows[0]!) ? 'Provision' : 'Bonus', '10.11.2026', '16.11.2026']);
  // The machine form stays for API users.
  const raw = await page.request.get('/integration/v1/commissions/statement?start_date=2026-11-10&end_date=2026-11-16&format=raw', {
    headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'access_token')!.value}` },
  });
  expect((await raw.text()).startsWith('record_type,pay_cycle_start,pay_cycle_end,')).toBe(true);
});

test('issue #28 item 6: the current cycle’s scheduled payment says what is pending and when it is paid', async ({ page }) => {
  await signIn(page, DEMO.ava, '/reports/payments', '/reports/payments');
  // The current cycle (Ava's has earnings on any weekday): its payout is SCHEDULED, nothing is paid yet.
  const { data: payouts } = (await gatewayGet<{ data: Array<{ pay_cycle_start: string; pay_cycle_end: string; status: string; pay_date: string; commissions_cents: number; bonuses_cents: number }> }>(
    page,
    '/integration/v1/payment/payouts?limit=1',
  )).body;
  const payout = payouts[0]!;
  expect(payout.status).toBe('SCHEDULED');
  const [cycle] = (await gatewayGet<{ data: { cycles: EarningsCycle[] } }>(
    page,
    `/integration/v1/commissions/earnings?start_date=${payout.pay_cycle_start}&end_date=${payout.pay_cycle_end}`,
  )).body.data.cycles;
  const commissions = cycle!.commissions_cents + cycle!.overrides_cents - payout.commissions_cents;
  const bonuses = cycle!.bonuses_cents - payout.bonuses_cents;
  const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${payout.pay_date}T00:00:00Z`));
  const note = page.getByTestId('scheduled-payout');
  // (A cycle with charge-backs adds that they are taken from the payment.)
  // Only the kinds that are pending are named; the split is given when both are.
  const what =
    commissions > 0 && bonuses > 0
      ? `commissions and bonuses (${usd(commissions)} in commissions, ${usd(bonuses)} in bonuses)`
      : commissions > 0 ? 'commissions' : 'bonuses';
  await expect(note).toContainText(`Nothing is paid yet for this pay cycle: ${usd(commissions + bonuses)} of ${what} are pending and will be paid on ${day} once confirmed.`);
  await expect(page.locator('tbody tr').first()).toContainText('Scheduled');
  await screenshotInEveryTheme(page, 'reports-payments-scheduled', (p) => expect(p.getByTestId('scheduled-payout')).toBeVisible());
});

test('a commission row opens its detail; Escape closes it; its shortcuts filter the report to the downline agent and the client', async ({ page }) => {
  await signIn(page, DEMO.ava, `/reports/commissions${CYCLE}&kind=OVERRIDE`, '/reports/commissions');
  const first = page.locator('tbody tr').first();
  await expect(first).toContainText('Override from');
  const rowText = (await first.textContent()) ?? '';
  const source = /Override from (.+?)(Paid|Pending|Charged back)/.exec(rowText)?.[1]?.trim();
  expect(source).toBeTruthy();

  await first.click();
  const detail = page.getByRole('dialog', { name: /^Commission on policy / });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/commission=\d+/);
  await expect(detail.getByTestId('commission-origin')).toContainText(`on a policy ${source} wrote in your downline`);
  const policy = (await detail.getByRole('heading').textContent())!.replace('Commission on policy ', '');
  expect(rowText).toContain(policy);

  // Keyboard: Escape closes it and focus goes back to the row; the URL forgets it.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(first).toBeFocused();
  await expect(page).not.toHaveURL(/commission=/);

  // Enter on the focused row opens it again; "All overrides from …" filters by that agent.
  await page.keyboard.press('Enter');
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: `All overrides from ${source}` }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/downline_agent_id=\d+/);
  await expect(page.getByRole('combobox', { name: 'Downline agent' })).toHaveText(source!);
  const rows = page.locator('tbody tr');
  await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes(`Override from ${source}`))).toBe(true);

  // The detail's client shortcut: every row is then that client's.
  await rows.first().click();
  const client = (await detail.locator('dt:text-is("Client") + dd').textContent())!;
  await detail.getByRole('button', { name: `All commissions on ${client}` }).click();
  await expect(page).toHaveURL(/client_id=\d+/);
  await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes(client))).toBe(true);
});

test('screenshots: reports, commissions and a commission’s detail in light and dark, desktop and phone, without horizontal scroll', async ({ page }) => {
  await signIn(page, DEMO.ava, `/reports${CYCLE}`, '/reports');
  await screenshotInEveryTheme(page, 'reports', () => expect(page.getByText('Net earnings of the last 12 pay cycles')).toBeVisible());
  await page.goto(`/reports/commissions${CYCLE}`);
  await screenshotInEveryTheme(page, 'reports-commissions', async () => {
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // Issue #9: at 1366 px every column fits, with no scroll inside the table either.
    if (page.viewportSize()!.width >= 1366) {
      const container = page.getByTestId('data-table').locator('.MuiTableContainer-root');
      expect(await container.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
  for (const mode of MODES) {
    for (const [device, viewport] of VIEWPORTS) {
      await page.emulateMedia({ colorScheme: mode });
      await page.setViewportSize(viewport);
      await page.locator('tbody tr').first().click();
      const sheet = page.getByRole('dialog', { name: /^Commission on policy / });
      // Wait out the slide-in: the close button is wholly in view once the sheet has arrived.
      await expect(sheet.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await saveScreenshot(page, `reports-commission-detail-${mode}-${device}`);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();
    }
  }
});
