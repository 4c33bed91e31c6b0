import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { sessionToken } from '../support/gateway';
import { SESSION_COOKIES, signIn } from '../support/session';

// Issue #2 §5: the expiry watch and modal under page.clock (§4), logout (§4) and
// one session across tabs.

async function expSeconds(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'exp');
  expect(cookie).toBeDefined();
  return Number(cookie!.value);
}

async function msUntilWarning(page: Page): Promise<number> {
  const exp = await expSeconds(page);
  const now = await page.evaluate(() => Date.now());
  return exp * 1000 - 60_000 - now;
}

/**
 * With the page clock paused, React still needs a few hundred ms of page time to
 * reveal a suspended (lazily loaded) component: advance in small steps until it shows.
 */
async function advanceUntilVisible(page: Page, locator: Locator, stepMs = 100, maxMs = 900) {
  for (let spent = 0; spent <= maxMs; spent += stepMs) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(stepMs);
  }
  await expect(locator).toBeVisible();
}

test('the expiry modal opens 60 s before exp, counts down 30 s, then logs out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.ava);
  const modal = page.getByTestId('session-expiry-modal');
  // Pause the page clock 2 s before the warning so the countdown only moves when we say.
  const warningAt = (await expSeconds(page)) * 1000 - 60_000;
  await page.clock.pauseAt(warningAt - 2_000);
  await expect(modal).toBeHidden();
  await page.clock.fastForward(2_000);
  await advanceUntilVisible(page, modal);
  await expect(modal.getByText('Your Session is about to expire')).toBeVisible();
  // The countdown starts at 30 s; revealing the lazily loaded modal may cost a second of page time.
  const countdown = modal.getByText(/^You will be logged out in \d+ secs, Do you want to stay logged in \?$/);
  const secondsLeft = async () => Number(/in (\d+) secs/.exec((await countdown.textContent()) ?? '')?.[1]);
  await expect(countdown).toBeVisible();
  const first = await secondsLeft();
  expect(first).toBeGreaterThanOrEqual(29);
  expect(first).toBeLessThanOrEqual(30);
  await page.clock.fastForward(10_000);
  await expect(modal.getByText(`You will be logged out in ${first - 10} secs, Do you want to stay logged in ?`)).toBeVisible();
  await page.clock.fastForward(21_000);
  await expect(page).toHaveURL(/\/idp\/sign-in\?.*cause=session-expired/);
});

test('STAY LOGGED IN renews the token through stay-connected and restarts the watch', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.ava);
  const before = await expSeconds(page);
  const oldToken = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
  await page.clock.pauseAt(before * 1000 - 60_000);
  const modal = page.getByTestId('session-expiry-modal');
  await advanceUntilVisible(page, modal);
  // Bring the page clock back in line with the gateway's clock, which did not jump.
  await page.clock.setSystemTime(Date.now());
  const renewal = page.waitForResponse((r) => r.url().endsWith('/sso/v1/sign-in/stay-connected'));
  await modal.getByRole('button', { name: 'STAY LOGGED IN' }).click();
  expect((await renewal).status()).toBe(200);
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'access_token')?.value).not.toBe(oldToken);
  expect(await expSeconds(page)).toBeGreaterThanOrEqual(before);
  // The watch restarted from the new exp: quiet until 60 s before it, then the modal again.
  const untilNext = await msUntilWarning(page);
  expect(untilNext).toBeGreaterThan(50 * 60_000);
  await page.clock.fastForward(untilNext - 5_000);
  await expect(modal).toBeHidden();
  await page.clock.fastForward(5_000);
  await advanceUntilVisible(page, modal);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout clears every cookie and local storage and reaches the sign-in page with a cause', async ({ page, context }) => {
  await signIn(page, DEMO.ava);
  const token = await sessionToken(page);
  const withToken = async () =>
    (await page.request.get('/integration/v1/support/tickets?limit=1', { headers: { authorization: `Bearer ${token}` } })).status();
  expect(await withToken()).toBe(200);
  await page.evaluate(() => localStorage.setItem('agent-portal.test', 'kept?'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/idp\/sign-in\?.*cause=logout/);
  const names = (await context.cookies()).map((c) => c.name);
  for (const name of SESSION_COOKIES) expect(names).not.toContain(name);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The gateway ended the session too (issue #13 §2): its token, copied before, answers 401.
  await expect.poll(withToken).toBe(401);
  // Signed out for real: the portal sends the visitor back to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/idp\/sign-in/);
});

test('logout in one tab reaches every open tab', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.ava);
  const second = await context.newPage();
  await second.goto('/reports');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Reports');
  await first.getByRole('button', { name: 'Account menu' }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/idp\/sign-in/);
  await expect(second).toHaveURL(/\/idp\/sign-in\?.*cause=logout/);
});
