import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { signIn, submitSignIn } from '../support/session';
import { screenshotInEveryTheme } from '../support/screenshots';

// Issue #4 account-setting; spec §2, §5, §7 sso v1. Password and security-question changes use
// the sandbox's dedicated settings.tester.900002@ account, so no demo password other specs rely on changes.
const TESTER = 'settings.tester.900002@agent-portal.test';
const OLD = 'Sandbox!2026';
const NEW = 'Fresh-Sandbox#2027';


test('password change: a wrong current password fails clearly and keeps the input; the new password then signs in', async ({ page }) => {
  await signIn(page, TESTER, '/account-setting');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Not-my-password#1');
  await form.getByLabel('New password', { exact: true }).fill('short');
  await expect(form.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
  await form.getByLabel('New password', { exact: true }).fill(NEW);
  for (const rule of ['length', 'upper', 'lower', 'digit', 'symbol', 'different']) {
    await expect(form.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true');
  }
  await form.getByLabel('Confirm the new password').fill(NEW);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue(NEW);

  await form.getByLabel('Current password').fill(OLD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Your other sessions have been signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // A new browser context signs in with the new password.
  const fresh = await page.context().browser()!.newContext({ baseURL: page.url().split('/account-setting')[0] });
  const other = await fresh.newPage();
  await other.goto('/dashboard');
  await submitSignIn(other, TESTER, OLD);
  await expect(other).toHaveURL(/\/idp\/sign-in/);
  await submitSignIn(other, TESTER, NEW);
  await other.waitForURL((url) => url.pathname === '/dashboard');
  await fresh.close();
});

test('sign-in activities list the sign-in just made; the security question change persists', async ({ page }) => {
  await signIn(page, DEMO.ava, '/account-setting');
  const activities = page.getByRole('region', { name: 'Sign-in activity' });
  await expect(activities.getByRole('table', { name: 'Sign-in activity' })).toBeVisible();
  const first = activities.getByTestId('activity-row').first();
  await expect(first).toContainText('Signed in');
  await expect(first).toContainText('Local network');
  await expect(first).toContainText(/Chrome \d+ on \w+/);

  const security = page.getByRole('region', { name: 'Security question' });
  await expect(security.getByTestId('current-question')).toHaveText('Current question: In which city were you born?');
  await security.getByLabel('Answer').fill('x');
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(security.getByText('The answer must have at least 2 characters.')).toBeVisible();
  await expect(security.getByLabel('Answer')).toBeFocused();
  await expect(security.getByLabel('Answer')).toHaveValue('x');
  await security.getByLabel('Question').click();
  await page.getByRole('option', { name: 'What was the make of your first car?' }).click();
  await security.getByLabel('Answer').fill('Volvo');
  await security.getByLabel('Current password').fill(OLD);
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your security question has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Security question' }).getByTestId('current-question')).toHaveText(
    'Current question: What was the make of your first car?',
  );
});

test('preferences: language and theme apply at once', async ({ page }) => {
  await signIn(page, DEMO.leo, '/account-setting');
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontoeinstellungen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('screenshots: account-setting in light and dark, desktop and phone, without horizontal scroll', async ({ page }) => {
  await signIn(page, DEMO.ava, '/account-setting');
  await screenshotInEveryTheme(page, 'account-setting', async () => {
    await expect(page.getByRole('region', { name: 'Sign-in activity' }).getByTestId('activity-row').first()).toBeVisible();
    await expect(page.getByTestId('current-question')).toBeVisible();
  });
});
