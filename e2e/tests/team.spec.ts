import { expect, test, type Page } from '@playwright/test';
import { bellCount, trackSocket } from '../support/admin';
import { DEMO, E2E_PORT } from '../support/env';
import { startDedicatedSandbox, type DedicatedSandbox } from '../support/sandbox';
import { screenshotInEveryTheme } from '../support/screenshots';
import { signIn, submitSignIn } from '../support/session';

// Issue #10: my-team, the team hierarchy tree, the upline and promotions, against the
// sandbox's seeded hierarchy (Uma above Ava; 54 agents below Ava over three levels).

const table = (page: Page) => page.getByRole('table', { name: 'Downline agents' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('my-team: Ava’s 54 downline agents, paged and filtered on the server; a row opens the agent’s panel', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-team');
  await expect(page.getByRole('heading', { name: 'My Team', level: 1 })).toBeVisible();
  const summary = page.getByTestId('team-summary');
  await expect(summary.getByTestId('figure-total').getByTestId('figure-value')).toHaveText('54');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Page 6', exact: true })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/team?')) requests.push(decodeURIComponent(r.url()));
  });
  await page.getByRole('combobox', { name: 'Depth' }).click();
  await page.getByRole('option', { name: 'Level 1' }).click();
  await expect(page).toHaveURL(/depth=1/);
  await expect.poll(() => requests.some((u) => u.includes('depth=1'))).toBe(true);
  await expect(bodyRows(page)).toHaveCount(6);

  // A row opens the panel with the agent's card and contact links.
  const first = bodyRows(page).first();
  const name = (await first.getByTestId('agent-name').textContent())?.trim() ?? '';
  await first.click();
  const panel = page.getByTestId('agent-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(`^Email ${name}, `) })).toHaveAttribute('href', /^mailto:/);
  await expect(panel.getByRole('link', { name: new RegExp(`^Call ${name}, `) })).toHaveAttribute('href', /^tel:\+/);
  await expect(page).toHaveURL(/agent=AG-\d{6}/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('my-team: the problems roll-up filters the table; the search finds an agent by name', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-team');
  const rollup = page.getByTestId('problems-rollup');
  const documents = rollup.locator('[data-problem="DOCUMENTS"]');
  const count = Number((await documents.textContent())?.match(/(\d+)\s*$/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await documents.click();
  await expect(page).toHaveURL(/problem=DOCUMENTS/);
  await expect(bodyRows(page)).toHaveCount(Math.min(count, 10));
  for (const row of await bodyRows(page).all()) await expect(row.locator('[data-problem="DOCUMENTS"]')).toBeVisible();

  await page.goto('/my-team');
  const name = (await bodyRows(page).nth(3).getByTestId('agent-name').textContent())?.trim() ?? '';
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(bodyRows(page).first().getByTestId('agent-name')).toHaveText(name);
});

test('upline: the chain from the top down to Ava, Uma right above her, public cards only', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-team/team-hierarchy/upline');
  const chain = page.getByRole('list', { name: 'Upline chain' });
  const cards = chain.getByTestId('agent-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1)).toContainText('Uma Okonkwo');
  await expect(cards.nth(2)).toContainText('Ava Martinez');
  await expect(cards.nth(2).getByTestId('you-marker')).toBeVisible();
  await expect(cards.nth(1).getByRole('link', { name: 'Email Uma Okonkwo, uma.upline@agent-portal.test' })).toHaveAttribute('href', 'mailto:uma.upline@agent-portal.test');
  await expect(cards.nth(1).getByRole('link', { name: /^Call / })).toHaveCount(0);
  // Ava has a downline: her figures are shown below the chain.
  await expect(page.getByRole('table', { name: 'Headcount by depth' }).locator('tbody tr')).toHaveCount(3);
});

test('team hierarchy: the tree expands level by level and finds an agent three levels down by name', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-team?depth=3', '/my-team');
  const deep = (await bodyRows(page).first().getByTestId('agent-name').textContent())?.trim() ?? '';
  expect(deep).not.toBe('');

  await page.goto('/my-team/team-hierarchy');
  const tree = page.getByRole('tree', { name: 'Team hierarchy' });
  const root = tree.getByRole('treeitem', { name: /Ava Martinez \(You\)/ });
  await expect(root).toHaveAttribute('aria-expanded', 'true');
  const level2 = root.getByRole('treeitem').filter({ has: page.getByTestId('node-below') });
  await expect(level2).toHaveCount(6);

  // Keyboard (WAI-ARIA tree): focus the first child, ArrowRight loads and opens its level.
  const child = level2.first();
  await child.locator('.tree-name').first().click();
  await page.keyboard.press('ArrowRight');
  await expect(child).toHaveAttribute('aria-expanded', 'true');
  await expect(child.getByRole('treeitem').first()).toBeVisible();

  // Find an agent three levels down: the path is loaded and expanded, the agent focused.
  await page.getByRole('combobox', { name: 'Find an agent' }).fill(deep);
  await page.getByRole('option', { name: new RegExp(deep) }).first().click();
  const found = tree.getByRole('treeitem', { name: new RegExp(`^${deep}`) }).first();
  await expect(found).toBeFocused();
  await expect(found).toBeInViewport();
});

test('promotion is for licensed contractors only: Leo is denied', async ({ page }) => {
  await signIn(page, DEMO.leo, '/promotion', '/access-denied');
  await expect(page.getByText('Sorry, Access Denied')).toBeVisible();
  await expect(page.getByText('Un-Licensed Contractor')).toBeVisible();
});

test('promotion: Ava sees what each requirement of the next rank needs; Uma sees what she may decide', async ({ page }) => {
  await signIn(page, DEMO.uma, '/promotion');
  await expect(page.getByTestId('rank-ladder')).toContainText('Senior Marketing Director');
  await expect(page.getByRole('button', { name: 'Request promotion' })).toBeDisabled();
  await expect(page.getByText('Not met').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
});

test.describe('promotion decided in real time (a dedicated sandbox)', () => {
  let sandbox: DedicatedSandbox | undefined;
  test.afterAll(async () => sandbox?.dispose());

  test('Ava requests a promotion, Uma approves it in another browser context, and Ava’s bell and rank change without a reload', async ({ page, browser }) => {
    // A fresh sandbox seeds and answers its first requests slowly while other suites load the machine.
    test.setTimeout(180_000);
    sandbox = await startDedicatedSandbox(E2E_PORT + 20, 'promotion');
    const { origin } = sandbox;
    const socket = trackSocket(page);
    await page.goto(`${origin}/promotion`);
    await submitSignIn(page, DEMO.ava);
    await page.waitForURL((url) => url.pathname === '/promotion' && !url.searchParams.has('sso'));
    const ladder = page.getByTestId('rank-ladder');
    await expect(ladder).toContainText('Current rank', { timeout: 45_000 });
    await expect(ladder.locator('[data-rank]').first()).toHaveAttribute('data-rank', 'SENIOR_ASSOCIATE');
    await page.getByRole('button', { name: 'Request promotion' }).click();
    const confirm = page.getByRole('dialog', { name: 'Request promotion to Marketing Director?' });
    await confirm.getByRole('button', { name: 'Request' }).click();
    await expect(page.getByTestId('promotion-pending')).toBeVisible();
    await socket.waitForWelcome();
    const before = await bellCount(page);

    const uma = await browser.newContext();
    try {
      const upline = await uma.newPage();
      await upline.goto(`${origin}/promotion`);
      await submitSignIn(upline, DEMO.uma);
      await upline.waitForURL((url) => url.pathname === '/promotion' && !url.searchParams.has('sso'));
      await upline.getByRole('button', { name: 'Approve Ava Martinez' }).click();
      const dialog = upline.getByRole('dialog', { name: /Approve Ava Martinez.s promotion to Marketing Director\?/ });
      await dialog.getByLabel('Note').fill('Well done, Ava.');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog).toBeHidden();
      await expect(upline.getByRole('button', { name: 'Approve Ava Martinez' })).toHaveCount(0);
    } finally {
      await uma.close();
    }

    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await expect(ladder.locator('[data-rank]').first()).toHaveAttribute('data-rank', 'MARKETING_DIRECTOR');
    await expect(page.getByTestId('promotion-pending')).toHaveCount(0);
  });
});

const pages = [
  ['my-team', '/my-team', (page: Page) => expect(bodyRows(page)).toHaveCount(10)],
  ['team-hierarchy', '/my-team/team-hierarchy', (page: Page) => expect(page.getByRole('tree').getByTestId('node-below')).not.toHaveCount(0)],
  ['upline', '/my-team/team-hierarchy/upline', (page: Page) => expect(page.getByTestId('agent-card')).toHaveCount(3)],
  ['promotion', '/promotion', (page: Page) => expect(page.getByTestId('rank-ladder')).toBeVisible()],
] as const;

for (const [name, path, ready] of pages) {
  test(`screenshots: ${name} in light and dark, desktop and phone, without horizontal scroll`, async ({ page }) => {
    await signIn(page, DEMO.ava, path);
    await screenshotInEveryTheme(page, name, ready);
  });
}
