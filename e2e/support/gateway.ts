import { expect, type Page } from '@playwright/test';

/** The signed-in page's session token (the `access_token` cookie). */
export async function sessionToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

/**
 * `GET` of a gateway path (e.g. `/integration/v1/clients?search=sofia`) with the signed-in page's
 * token: the test's way to pick data and compare the page with the gateway. Returns the status
 * and the parsed body.
 */
export async function gatewayGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  return { status: response.status(), body: (await response.json()) as T };
}
