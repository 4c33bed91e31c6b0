import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { openSearch } from '../support/search';
import { clickGreyedOut, signIn } from '../support/session';

// Issue #2 §5: licensing and blocking guards (§5, §6), access-denied texts (§2),
// unknown paths.

test('an unlicensed agent sees licensed-only items greyed out and unclickable', async ({ page }) => {
  await signIn(page, DEMO.leo);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Clients', 'Business Overview', 'Request Promotion']) {
    const item = nav.getByRole('button', { name: label });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await clickGreyedOut(page, item);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('an unlicensed agent opening /my-clients reaches access-denied with its reason and source', async ({ page }) => {
  await signIn(page, DEMO.leo);
  await page.goto('/my-clients');
  await expect(page).toHaveURL(/\/access-denied\?/);
  await expect(page.getByRole('heading', { name: 'Sorry, Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have enough permission to access the page.")).toBeVisible();
  await expect(page.getByTestId('access-denied-reason')).toContainText('Un-Licensed Contractor');
  await expect(page.getByTestId('access-denied-source')).toContainText('/my-clients');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a licensed agent opens the licensed-only pages', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/my-clients$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Clients');
});

test('a blocked agent is sent to my-profile#recurring-transactions from any guarded route', async ({ page }) => {
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  for (const path of ['/dashboard', '/reports/commissions', '/my-team', '/forms', '/notification']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/my-profile' && url.hash === '#recurring-transactions');
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
});

const BLOCKED_TITLE = 'Unavailable while your account is blocked for failed payments. Pay the failed invoices in My Profile.';
/** The profile's toast when a blocked agent is sent back to it (issue #28 item 7). */
const SENT_BACK = 'Only My Profile is open while your account is blocked for failed payments.';

/** Dismisses the toast of the sign-in's own redirect, so the one a menu click brings is a new one. */
async function dismissSignInToast(page: Page) {
  await expect(page.getByText(SENT_BACK, { exact: false })).toHaveCount(1);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(SENT_BACK, { exact: false })).toHaveCount(0);
}

test('a blocked agent sees the menu items she cannot open greyed out at 1366 px: a click stays on my-profile, at the banner, and a toast says why (issue #28 item 7)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  await dismissSignInToast(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Dashboard', 'Team', 'Clients', 'Forms', 'Business Overview', 'Reports', 'Request Promotion', 'Help']) {
    const item = nav.getByRole('button', { name: label, exact: true });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveAttribute('title', BLOCKED_TITLE);
  }
  await expect(nav.getByRole('link')).toHaveCount(0);
  await clickGreyedOut(page, nav.getByRole('button', { name: 'Reports', exact: true }));
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
  await expect(page.getByText(SENT_BACK, { exact: false }).last()).toBeVisible();
  await expect(page.getByTestId('blocked-banner')).toBeFocused();
  // Settings opens, with My Profile the only item that leads somewhere.
  await nav.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
  const notifications = menu.getByRole('menuitem', { name: 'Notifications' });
  await expect(notifications).toHaveAttribute('aria-disabled', 'true');
  await clickGreyedOut(page, notifications);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
});

test('a blocked agent sees the same items greyed out in the phone drawer at 390 px, and a tap stays on my-profile with the toast (issue #28 item 7)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  await dismissSignInToast(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  for (const label of ['Dashboard', 'Team', 'Clients', 'Reports', 'Help']) {
    const item = drawer.getByRole('button', { name: new RegExp(`^${label}`) });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toContainText(BLOCKED_TITLE);
  }
  await clickGreyedOut(page, drawer.getByRole('button', { name: /^Dashboard/ }));
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
  await expect(page.getByText(SENT_BACK, { exact: false }).last()).toBeVisible();
  // Settings is open in the drawer on the profile, My Profile the only link in it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
  await expect(drawer.getByRole('button', { name: /^Recurring Payments/ })).toHaveAttribute('aria-disabled', 'true');
});

test('the gateway itself refuses a blocked agent outside the profile (403 BLOCKED), and the portal says why (issue #26 finding 4)', async ({ page }) => {
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
  const earnings = await page.request.get('/integration/v1/commissions/earnings', { headers: { authorization: `Bearer ${token}` } });
  expect(earnings.status()).toBe(403);
  expect(await earnings.json()).toMatchObject({ reason: 'BLOCKED' });
  const input = await openSearch(page);
  await input.fill('abc');
  await expect(page.getByRole('dialog').getByText('Your account is blocked because of failed payments. Pay the failed invoices in My Profile to unblock it.')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('The search failed. Check your connection and try again.')).toHaveCount(0);
});

test('an unknown path goes to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ava');
});

test('a signed-out visitor is sent to the identity provider with redirect, client, tenant and cause', async ({ page }) => {
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/idp\/sign-in\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect_url')).toMatch(/\/reports$/);
  expect(url.searchParams.get('client_id')).toBe('agent-portal');
  expect(url.searchParams.get('tenant_id')).toBe('agent-network');
  expect(url.searchParams.get('cause')).toBe('no-session');
});
