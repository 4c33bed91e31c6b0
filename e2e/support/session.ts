import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD, E2E_JWT_SECRET } from './env';

/** Fills and submits the identity provider's sign-in form the page is on. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` in the portal, follows the guard to the sign-in page, signs in and
 * waits until the portal shows `expectPath` (default: `path`).
 */
export async function signIn(page: Page, email: string, path = '/dashboard', expectPath = path) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/idp\/sign-in/);
  await submitSignIn(page, email);
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
