import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { openSearch, searchApi } from '../support/search';
import { signIn } from '../support/session';
import { MODES, VIEWPORTS, saveScreenshot } from '../support/screenshots';

// Issue #3 — global search (spec §2 Search modal, §3, §5, §9): Ctrl/Cmd+K and the
// top-bar button open it; both messages; every group and link target; keyboard;
// Escape closes, the backdrop does not; Leo (unlicensed) is shown none of his clients.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

test('Ctrl+K and Meta+K open the modal; the top-bar button too; Escape closes; a backdrop click does not', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search clients, forms and tickets' })).toBeFocused();
  await expect(dialog(page).getByText('Enter Text to Search')).toBeVisible();
  // §9: 500 px high, at most 800 px wide.
  const box = (await page.getByTestId('search-modal').boundingBox())!;
  expect(Math.round(box.height)).toBe(500);
  expect(box.width).toBeLessThanOrEqual(800);
  // Static backdrop: a click outside the modal leaves it open.
  await page.mouse.click(10, 10);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await page.keyboard.press('Meta+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // Focus is back on the page: the button opens it too.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
});

test('both messages; every group; each link target', async ({ page }) => {
  await signIn(page, DEMO.ava);
  const direct = await searchApi(page, 'a');
  const client = direct.clients[0]!;
  const [ticket] = (await searchApi(page, 'TCK')).support;

  let input = await openSearch(page);
  await input.fill('zzqxv');
  await expect(dialog(page).getByText('No Result found')).toBeVisible();
  await input.fill('');
  await expect(dialog(page).getByText('Enter Text to Search')).toBeVisible();

  // Clients → my-clients/{id} (the page itself comes with the clients issue).
  await input.fill(`${client.first_name} ${client.last_name}`);
  const clientOption = dialog(page).getByRole('group', { name: 'Clients' }).getByRole('option').filter({ hasText: `${client.first_name} ${client.last_name}` }).first();
  await expect(clientOption).toContainText(client.policies[0]?.policy_no ?? 'N/A');
  const clientPath = await clientOption.getAttribute('data-path');
  await clientOption.click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${clientPath}$`));
  expect(clientPath).toMatch(/^\/my-clients\/\d+$/);

  // Forms → the page of their category, filtered by the title, the form highlighted (issue #11).
  for (const [text, title, path] of [
    ['money laundering', 'Anti-Money Laundering (AML) Certification', '/forms/compliance-forms'],
    ['W-9', 'W-9 Request for Taxpayer Identification', '/forms/back-office'],
    // A policy form leads to its own list, not to back office (issue #28 item 6).
    ['whole life application', 'Whole Life Application', '/forms/policy-forms'],
    ['goal setting', 'Annual Goal Setting Worksheet', '/business-overview'],
  ] as const) {
    input = await openSearch(page);
    await input.fill(text);
    const option = dialog(page).getByRole('group', { name: 'Forms' }).getByRole('option', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?search=[^&]+&highlight=\\d+$`));
    await expect(page.locator('main')).toContainText(title);
  }

  // Support → help/generate-ticket/{id}.
  input = await openSearch(page);
  await input.fill(ticket!.ticket);
  const support = dialog(page).getByRole('group', { name: 'Support' });
  await expect(support.getByRole('option')).toHaveCount(1);
  await expect(support).toContainText(ticket!.subject);
  await support.getByRole('option').click();
  await expect(page).toHaveURL(new RegExp(`/help/generate-ticket/${ticket!.id}$`));
});

test('arrow keys move through the results and Enter opens the active one', async ({ page }) => {
  await signIn(page, DEMO.ava);
  const input = await openSearch(page);
  await input.fill('TCK');
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const path = await second.getAttribute('data-path');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test("Leo's search shows none of his clients: the gateway leaves licensed contractors' data out (§6, issue #26)", async ({ page }) => {
  await signIn(page, DEMO.leo);
  const result = await searchApi(page, 'a');
  expect(result.clients).toEqual([]);
  expect(result.forms.some((form) => form.category === 'BUSSINESS_OVERVIEW')).toBe(false);
  expect(result.forms.length + result.support.length).toBeGreaterThan(0);
  const input = await openSearch(page);
  await input.fill('a');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await expect(dialog(page).locator('[role="option"][data-path^="/my-clients"]')).toHaveCount(0);
});

test('the open modal has no serious accessibility violations', async ({ page }) => {
  await signIn(page, DEMO.ava);
  const input = await openSearch(page);
  await input.fill('TCK');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`)).toEqual([]);
});

test('screenshots: search modal with results in light and dark, desktop and phone', async ({ page }) => {
  await signIn(page, DEMO.ava);
  const input = await openSearch(page);
  await input.fill('an');
  for (const mode of MODES) {
    for (const [device, viewport] of VIEWPORTS) {
      await page.emulateMedia({ colorScheme: mode });
      await page.setViewportSize(viewport);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(dialog(page).getByRole('group', { name: 'Clients' })).toBeVisible();
      await expect(dialog(page).getByRole('status')).toContainText('Results:');
      await saveScreenshot(page, `search-${mode}-${device}`);
    }
  }
});
