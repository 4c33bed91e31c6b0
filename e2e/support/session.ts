import { randomBytes } from 'node:crypto';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD, E2E_JWT_SECRET, baseURL } from './env';

/** The portal's pending sign-ins cookie (docs/CONTRACTS.md "Sign-in hand-off", issue #26). */
export const SSO_STATE_COOKIE = 'sso_state';

/**
 * Starts a sign-in in `context` for `origin` the way the portal does before it sends the browser
 * to the identity provider (`buildSignInUrl` in auth-session): a random state (32 bytes,
 * base64url) added to the `sso_state` cookie, in its format `<state>.<issued-at s>` (entries
 * joined by `~`), `Secure`, `SameSite=Lax`, path `/`, 10 minutes. Keeps the states already pending.
 * @returns the state to post to the identity provider.
 */
export async function startSignInState(context: BrowserContext, origin = baseURL): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  const nowS = Math.floor(Date.now() / 1000);
  const pending = (await context.cookies(origin)).find((c) => c.name === SSO_STATE_COOKIE)?.value;
  const entries = [...(pending ? pending.split('~') : []), `${state}.${nowS}`].slice(-5);
  await context.addCookies([
    { name: SSO_STATE_COOKIE, value: entries.join('~'), url: origin, secure: true, sameSite: 'Lax', expires: nowS + 600 },
  ]);
  return state;
}

/** Fills and submits the identity provider's sign-in form the page is on. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` in the portal, follows the guard to the identity provider's sign-in page,
 * signs in through its form and waits until the portal shows `expectPath` (default: `path`).
 * The whole journey of an agent; the sign-in specs use it. Other specs use {@link signIn}.
 */
export async function signInThroughGuard(page: Page, email: string, path = '/dashboard', expectPath = path) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/idp\/sign-in/);
  await submitSignIn(page, email);
  await page.waitForURL((url) => url.pathname === expectPath && !url.searchParams.has('sso'), { timeout: 30_000 });
  await sessionCookieStored(page);
  await landed(page);
}

/**
 * Signs `email` in and opens `path`: starts a sign-in in the page's context as the portal would
 * (a pending `state`, {@link startSignInState}), posts the identity provider's sign-in form from
 * the page's own context with that state (the same request the form sends, with the same
 * browser identity) and opens the portal at the `302` answer's address, where the portal takes
 * the `sso` token in because its `state` is pending here (docs/CONTRACTS.md "Sign-in hand-off").
 * One portal start instead of two and no sign-in page to render: the journey through the guard
 * and the form is proved by `sign-in.spec.ts` ({@link signInThroughGuard}). Waits until the
 * portal shows `expectPath` (default: `path`).
 */
export async function signIn(page: Page, email: string, path = '/dashboard', expectPath = path) {
  // `path` may name another sandbox (`http://localhost:<port>/…`): its own identity provider signs in.
  const target = new URL(path, baseURL);
  const state = await startSignInState(page.context(), target.origin);
  const answer = await page.request.post(`${target.origin}/idp/sign-in`, {
    form: { email, password: DEMO_PASSWORD, redirect_url: target.toString(), state },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${email}: ${answer.status()}`).toBe(302);
  await page.goto(answer.headers()['location']!);
  await page.waitForURL((url) => url.pathname === expectPath && !url.searchParams.has('sso'), { timeout: 30_000 });
  await sessionCookieStored(page);
  await landed(page);
}

/**
 * Waits until the landing page has settled: no request for 500 ms (Playwright's `networkidle`)
 * and the global loader hidden. While a foreground request runs, the loader's backdrop lies above
 * everything (spec §4 "Loader") and takes a click — as it does an agent's — so a step's first
 * click right after signing in could open nothing (the flaky "account menu never opens" runs:
 * Playwright's hit check passed just before a start-up request put the backdrop up).
 */
async function landed(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('loader-overlay')).toHaveCount(0);
}

/**
 * Clicks a greyed-out (`aria-disabled`) menu item, which Playwright only clicks when forced. A forced
 * click skips Playwright's own waits, so this does them: the page settled (no request, no loader
 * backdrop above the menu — a click on it opens nothing, spec §4 "Loader") and the item standing
 * still (a menu that is still growing in would take the click elsewhere). Two equal boxes one
 * animation frame apart count as still.
 */
export async function clickGreyedOut(page: Page, item: Locator) {
  await landed(page);
  await expect(item).toBeVisible();
  await expect
    .poll(async () => {
      const before = await item.boundingBox();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      return JSON.stringify(before) === JSON.stringify(await item.boundingBox());
    })
    .toBe(true);
  await item.click({ force: true });
}

/**
 * Waits until the browser's cookie store holds the `access_token` the page's script wrote: a
 * cookie written by `document.cookie` reaches the store the test reads (`context.cookies()`)
 * a moment after the page sees it, and a loaded machine made that moment visible.
 */
async function sessionCookieStored(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'access_token'), {
      message: 'the access_token cookie is stored',
      timeout: 10_000,
    })
    .toBe(true);
}

/**
 * Signs `email` in at the identity provider without any browser (no state): the `sso` token an
 * attacker would get for their own account and send to someone else (issue #26).
 */
export async function tokenOf(context: BrowserContext, email: string, origin = baseURL): Promise<string> {
  const answer = await context.request.post(`${origin}/idp/sign-in`, {
    form: { email, password: DEMO_PASSWORD, redirect_url: `${origin}/dashboard` },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${email}`).toBe(302);
  return new URL(answer.headers()['location']!).searchParams.get('sso')!;
}

/** Mints a session token with the sandbox's secret (for expired/forged token tests). */
export async function mintToken(payload: Record<string, unknown>, secret = E2E_JWT_SECRET, expSeconds?: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(expSeconds ?? now + 3600)
    .sign(new TextEncoder().encode(secret));
}

/** The cookie names of the session (docs/CONTRACTS.md). */
export const SESSION_COOKIES = ['access_token', 'exp', 'session', 'user_id', 'role_id', 'identity', 'client_id', 'tenant_id'];
