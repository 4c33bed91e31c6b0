import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { signIn } from '../support/session';

// Issue #9: reports by pay cycle against the sandbox's seeded money (anchored at the
// 2026-11-17 cycle, so the cycles below are fully paid whatever today is).

const shots = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(shots, { recursive: true });

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
  await expect(page.getByText('vs previous cycle').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Pay cycle' }).click();
  await page.getByRole('option', { name: 'Nov 3, 2026 - Nov 9, 2026' }).click();
  await expect(page).toHaveURL(/start_date=2026-11-03&end_date=2026-11-09/);
  await expect.poll(() => cardAmount(page, 'Net')).not.toBe(net);

  // The sub-report links keep the cycle.
  await page.getByRole('link', { name: 'Commissions' }).click();
  await expect(page).toHaveURL(/\/reports\/commissions\?start_date=2026-11-03&end_date=2026-11-09/);
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

for (const mode of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`screenshot: reports and commissions, ${mode}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: mode });
      await page.addInitScript((m) => localStorage.setItem('agent-portal.theme-mode', m), mode);
      await signIn(page, DEMO.ava, `/reports${CYCLE}`, '/reports');
      await expect(page.getByText('Net earnings of the last 12 pay cycles')).toBeVisible();
      await page.screenshot({ path: join(shots, `reports-${mode}-${device}.png`), fullPage: true });
      await page.goto(`/reports/commissions${CYCLE}`);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await page.screenshot({ path: join(shots, `reports-commissions-${mode}-${device}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
}
