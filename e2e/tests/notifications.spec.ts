import { expect, test, type Page } from '@playwright/test';
import { AGENTS, bellCount, createNotification, forceLogout, trackSocket } from '../support/admin';
import { DEMO, E2E_PORT } from '../support/env';
import { startDedicatedSandbox, type DedicatedSandbox } from '../support/sandbox';
import { signIn, submitSignIn } from '../support/session';
import { screenshotInEveryTheme } from '../support/screenshots';

// Issue #3: realtime notifications, the bell and the notification page (spec §2, §4, §7 Socket).

const rows = (page: Page) => page.locator('tbody tr');

test('a notification created through the admin route reaches the bell over the socket, without a reload', async ({ page, request }) => {
  const socket = trackSocket(page);
  await signIn(page, AGENTS.sophia);
  await socket.waitForWelcome();
  const before = await bellCount(page);
  const subject = `Bell latency ${Date.now()}`;
  const started = Date.now();
  await createNotification(request, { email: AGENTS.sophia, subject, body: 'Pushed over the socket.', href: '/help/announcements' });
  await expect.poll(() => bellCount(page), { intervals: [10] }).toBe(before + 1);
  // Measured, not asserted (a timed test fails on a busy machine): `pnpm bench:fanout` is the benchmark.
  console.log(`bell latency (admin POST → badge updated): ${Date.now() - started} ms`);
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 1));
  await page.getByTestId('notification-bell').click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByText(subject)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notification$/);
});

test('the page: columns, page sizes 10/25/50/100, at most 10 page links with first/last', async ({ page }) => {
  await signIn(page, DEMO.ava, '/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.locator('thead th')).toHaveText(['S.No', 'Subject', 'Body', 'Created At']);
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first().locator('td').first()).toHaveText('1');
  await expect(page.locator('tbody tr[data-unseen]').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Notification pages' });
  await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(10);
  for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) await expect(nav.getByRole('button', { name })).toBeVisible();

  await nav.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3&limit=10/);
  await expect(rows(page).first().locator('td').first()).toHaveText('21');

  await page.getByLabel('Rows per page').click();
  await expect(page.getByRole('option')).toHaveText(['10', '25', '50', '100']);
  await page.getByRole('option', { name: '25' }).click();
  await expect(page).toHaveURL(/page=1&limit=25/);
  await expect(rows(page)).toHaveCount(25);
  const total = Number(/of (\d+)/.exec((await page.getByText(/^1–25 of \d+$/).textContent())!)![1]);
  expect(total).toBeGreaterThanOrEqual(120);
  const pages = Math.ceil(total / 25);
  await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(10, pages));

  await nav.getByRole('button', { name: 'Last page' }).click();
  await expect(rows(page).first().locator('td').first()).toHaveText(String((pages - 1) * 25 + 1));
  await expect(rows(page)).toHaveCount(total - (pages - 1) * 25);
  await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await nav.getByRole('button', { name: 'First page' }).click();
  await expect(rows(page).first().locator('td').first()).toHaveText('1');

  await page.getByLabel('Rows per page').click();
  await page.getByRole('option', { name: '100' }).click();
  await expect(rows(page)).toHaveCount(100);
  await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.ceil(total / 100));
});

test('clicking a row (or Enter on it) marks it seen and follows its href', async ({ page, request }) => {
  const socket = trackSocket(page);
  await signIn(page, DEMO.uma, '/notification');
  await socket.waitForWelcome();
  const clicked = `Row click ${Date.now()}`;
  const entered = `Row enter ${Date.now()}`;
  await createNotification(request, { email: DEMO.uma, subject: clicked, body: 'Opens the FAQ.', href: '/help/faq' });
  await createNotification(request, { email: DEMO.uma, subject: entered, body: 'Opens a ticket.', href: '/help/generate-ticket/3' });
  const row = (subject: string) => page.locator('tbody tr', { hasText: subject });
  await expect(row(clicked)).toHaveAttribute('data-unseen', 'true');
  await expect(row(clicked)).toContainText('Unseen');
  await row(clicked).click();
  await expect(page).toHaveURL(/\/help\/faq$/);
  await page.goBack();
  await expect(row(clicked)).toBeVisible();
  await expect(row(clicked)).not.toHaveAttribute('data-unseen', 'true');
  await row(entered).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help\/generate-ticket\/3$/);
});

test('another origin is not followed blindly: a confirmation first', async ({ page }) => {
  await signIn(page, DEMO.leo, '/notification');
  await page.locator('tbody tr', { hasText: 'Industry update: fraud awareness' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Agent Portal?' });
  await expect(dialog).toContainText('content.naic.org');
  await dialog.getByRole('button', { name: 'Stay here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/notification$/);
});

test('mark all as seen clears the highlights and the badge', async ({ page, request }) => {
  const socket = trackSocket(page);
  await signIn(page, AGENTS.hannah, '/notification');
  await socket.waitForWelcome();
  const subjects = [`First unseen ${Date.now()}`, `Second unseen ${Date.now()}`];
  await createNotification(request, { email: AGENTS.hannah, subject: subjects[0]!, body: 'One', href: '/reports/payments' });
  await createNotification(request, { email: AGENTS.hannah, subject: subjects[1]!, body: 'Two', href: '/reports/bonus' });
  // Both arrive over the socket before anything is marked: the rows, unseen, and the bell's count.
  for (const subject of subjects) {
    await expect(page.locator('tbody tr[data-unseen]', { hasText: subject })).toBeVisible();
  }
  await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByText('All notifications are marked as seen.')).toBeVisible();
  await expect(page.locator('tbody tr[data-unseen]')).toHaveCount(0);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  expect(await bellCount(page)).toBe(0);
});

test('a forced logout through the admin route reaches the sign-in page with cause=forced-logout', async ({ page, request }) => {
  const socket = trackSocket(page);
  await signIn(page, AGENTS.liam);
  await socket.waitForWelcome();
  await forceLogout(request, AGENTS.liam, 'e2e-forced');
  await page.waitForURL((url) => url.pathname === '/idp/sign-in' && url.searchParams.get('cause') === 'forced-logout');
  expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
});

test('an XSS payload in subject and body is shown as text and never runs', async ({ page, request }) => {
  const payload = '<img src=x onerror=window.__xss=1>';
  await createNotification(request, { email: AGENTS.aisha, subject: payload, body: `${payload}<script>window.__xss=2</script>`, href: '/help' });
  await signIn(page, AGENTS.aisha, '/notification');
  await expect(page.locator('tbody tr').first()).toContainText(payload);
  await expect(page.locator('tbody tr').first()).toContainText('<script>window.__xss=2</script>');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('menu').getByText(payload, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('tbody img')).toHaveCount(0);
});

test('screenshots of the notification page (light/dark, desktop/phone), without horizontal scroll', async ({ page }) => {
  await signIn(page, DEMO.ava, '/notification');
  await screenshotInEveryTheme(page, 'notification', async () => {
    await expect(rows(page)).toHaveCount(10);
    await expect(page.locator('tbody .MuiSkeleton-root')).toHaveCount(0);
  });
});

test.describe('a dedicated sandbox', () => {
  test.setTimeout(150_000);
  let sandbox: DedicatedSandbox | undefined;
  test.afterAll(async () => sandbox?.dispose());

  test('the socket survives a sandbox restart and re-syncs what was created meanwhile', async ({ page, request }) => {
    sandbox = await startDedicatedSandbox(E2E_PORT + 10, 'restart');
    const { origin } = sandbox;
    const socket = trackSocket(page);
    await page.goto(`${origin}/dashboard`);
    await submitSignIn(page, DEMO.ava);
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.searchParams.has('sso'));
    await socket.waitForWelcome(1);
    // Code loaded after idle (dashboard widgets, the expiry modal's preload) finishes first: this
    // test is about the socket. A chunk cut off by the restart is a separate, known gap (issue #13 note).
    await page.waitForLoadState('networkidle');
    const before = await bellCount(page);

    await sandbox.restart();
    const subject = `Created during the restart ${Date.now()}`;
    await createNotification(request, { email: DEMO.ava, subject, body: 'Missed while offline.', href: '/help' }, origin);

    await socket.waitForWelcome(2, 60_000);
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('menu').getByText(subject)).toBeVisible();
  });
});
