import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD, E2E_JWT_SECRET, baseURL } from './env';

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
}

/**
 * Signs `email` in and opens `path`: posts the identity provider's sign-in form from the
 * page's own context (the same request the form sends, with the same browser identity) and
 * opens the portal at the `302` answer's address, where the portal takes the `sso` token in
 * (docs/CONTRACTS.md). One portal start instead of two and no sign-in page to render: the
 * journey through the guard and the form is proved by `sign-in.spec.ts`
 * ({@link signInThroughGuard}). Waits until the portal shows `expectPath` (default: `path`).
 */
export async function signIn(page: Page, email: string, path = '/dashboard', expectPath = path) {
  // `path` may name another sandbox (`http://localhost:<port>/…`): its own identity provider signs in.
  const target = new URL(path, baseURL);
  const answer = await page.request.post(`${target.origin}/idp/sign-in`, {
    form: { email, password: DEMO_PASSWORD, redirect_url: target.toString() },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${email}: ${answer.status()}`).toBe(302);
  await page.goto(answer.headers()['location']!);
  await page.waitForURL((url) => url.pathname === expectPath && !url.searchParams.has('sso'), { timeout: 30_000 });
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
