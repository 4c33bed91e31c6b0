import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { openSearch } from '../support/search';
import { signIn } from '../support/session';

// Issue #2 §5: licensing and blocking guards (§5, §6), access-denied texts (§2),
// unknown paths.

test('an unlicensed agent sees licensed-only items greyed out and unclickable', async ({ page }) => {
  await signIn(page, DEMO.leo);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Clients', 'Business Overview', 'Request Promotion']) {
    const item = nav.getByRole('button', { name: label });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await item.click({ force: true });
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
