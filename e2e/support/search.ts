import { expect, type Page } from '@playwright/test';

/** `data` of `GET /integration/v1/analytics/search` (wire type `SearchResult`). */
export interface SearchData {
  clients: Array<{ id: number; first_name: string; last_name: string; policies: Array<{ policy_no: string }> }>;
  forms: Array<{ id: number; title: string; category: string }>;
  support: Array<{ id: number; ticket: string; subject: string }>;
}

/** Asks the sandbox's search directly with the signed-in page's session token (to pick test data). */
export async function searchApi(page: Page, text: string): Promise<SearchData> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.get(`/integration/v1/analytics/search?search=${encodeURIComponent(text)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SearchData }).data;
}

/** Opens the search modal with Ctrl+K and returns its input. */
export async function openSearch(page: Page) {
  // The shortcut listener lives in the top bar: wait until the shell is up.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search clients, forms and tickets' });
  await expect(input).toBeFocused();
  return input;
}
