import { expect, test } from '@playwright/test';
import { DEMO, baseURL } from '../support/env';
import { SESSION_COOKIES, mintToken, signInThroughGuard, submitSignIn } from '../support/session';

// Issue #2 §5: sign-in as each demo account, the sso parameter leaves the URL,
// and bad input (wrong password, forged or expired token, foreign redirect_url).

for (const [who, email, first] of [
  ['Ava (licensed)', DEMO.ava, 'Ava'],
  ['Uma (upline)', DEMO.uma, 'Uma'],
  ['Leo (unlicensed)', DEMO.leo, 'Leo'],
] as const) {
  test(`${who} signs in and lands on the dashboard greeted by name`, async ({ page }) => {
    await signInThroughGuard(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${first}`);
  });
}

test('Bea (blocked) signs in and is sent to my-profile#recurring-transactions', async ({ page }) => {
  await signInThroughGuard(page, DEMO.bea, '/dashboard', '/my-profile');
  expect(new URL(page.url()).hash).toBe('#recurring-transactions');
});

test('the sso token leaves the URL and is stored as 60-minute Secure, SameSite=Lax cookies', async ({ page, context }) => {
  await signInThroughGuard(page, DEMO.ava);
  expect(page.url()).toBe(`${baseURL}/dashboard`);
  expect(await page.evaluate(() => window.location.search)).toBe('');
  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  for (const name of SESSION_COOKIES) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeDefined();
    expect(cookie!.secure, name).toBe(true);
    expect(cookie!.sameSite, name).toBe('Lax');
    expect(cookie!.expires - now, name).toBeGreaterThan(59 * 60);
    expect(cookie!.expires - now, name).toBeLessThanOrEqual(60 * 60 + 5);
  }
  expect(cookies.find((c) => c.name === 'identity')?.value).toBe(DEMO.ava);
  // Back leaves the portal for the sign-in page: no history entry holds the token.
  await page.goBack();
  expect(page.url()).not.toContain('sso=');
});

test('a wrong password shows a message, keeps the email and issues nothing', async ({ page, context }) => {
  await page.goto('/dashboard');
  await submitSignIn(page, DEMO.ava, 'not-the-password');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.ava);
  expect(page.url()).toContain('/idp/sign-in');
  expect((await context.cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
});

test('a redirect_url outside the portal is refused, never followed', async ({ page }) => {
  const response = await page.goto('/idp/sign-in?redirect_url=https%3A%2F%2Fevil.example%2Fsteal&client_id=agent-portal&tenant_id=agent-network');
  expect(response?.status()).toBe(400);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  const post = await page.request.post('/idp/sign-in', {
    form: { email: DEMO.ava, password: 'Sandbox!2026', redirect_url: 'https://evil.example/steal' },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(400);
  expect(post.headers()['location']).toBeUndefined();
});

test('an expired sso token is refused: the agent is sent to sign in again', async ({ page, context }) => {
  const past = Math.floor(Date.now() / 1000) - 60;
  const token = await mintToken(
    { session: crypto.randomUUID(), user_id: 1, role_id: 2, identity: DEMO.ava, client_id: 'agent-portal', tenant_id: 'agent-network' },
    undefined,
    past,
  );
  await page.goto(`/dashboard?sso=${token}`);
  await expect(page).toHaveURL(/\/idp\/sign-in\?.*cause=/);
  expect((await context.cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
});

test('a forged token is rejected by the gateway (401) and ends at sign-in with a cause, no reload loop', async ({ page }) => {
  const token = await mintToken(
    { session: crypto.randomUUID(), user_id: 1, role_id: 2, identity: DEMO.ava, client_id: 'agent-portal', tenant_id: 'agent-network' },
    'a-different-secret-that-the-gateway-does-not-know',
  );
  const unauthorized: number[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(r.status());
  });
  await page.goto(`/dashboard?sso=${token}`);
  await expect(page).toHaveURL(/\/idp\/sign-in\?.*cause=unauthorized/, { timeout: 15_000 });
  expect(unauthorized.length).toBeGreaterThanOrEqual(2);
  expect(unauthorized.length).toBeLessThanOrEqual(6);
});
