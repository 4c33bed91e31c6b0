import { expect, test } from '@playwright/test';
import { baseURL } from '../support/env';

// Issue #31 item 5: the gateway contract is readable from the running sandbox — the OpenAPI 3.1
// document at /openapi.json, the AsyncAPI document of the socket events at /asyncapi.json, and a
// reference page at /docs (Swagger UI served by the sandbox itself: no request leaves its origin).

test('the sandbox serves its OpenAPI document and a reference page from its own origin', async ({ page, request }) => {
  const document = await request.get(`${baseURL}/openapi.json`);
  expect(document.status()).toBe(200);
  const openapi = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(openapi.openapi).toBe('3.1.0');
  expect(Object.keys(openapi.paths)).toContain('/integration/v1/users/{id}');
  const asyncapi = await request.get(`${baseURL}/asyncapi.json`);
  expect(((await asyncapi.json()) as { asyncapi: string }).asyncapi).toBe('3.0.0');

  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL) && !sent.url().startsWith('data:')) foreign.push(sent.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseURL}/docs`);
  await expect(page.getByRole('heading', { name: /Agent Portal API gateway/ })).toBeVisible();
  // One operation of §7, expanded: its path, its policy and its answers.
  const operation = page.locator('.opblock').filter({ hasText: '/integration/v1/hierarchy/{code}' }).first();
  await operation.locator('.opblock-summary').click();
  await expect(operation.getByText(/Policy: agents, not blocked/)).toBeVisible();
  for (const status of ['200', '401', '403', '404']) {
    await expect(operation.locator('.responses-table .response-col_status', { hasText: new RegExp(`^${status}$`) }).first()).toBeAttached();
  }
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
