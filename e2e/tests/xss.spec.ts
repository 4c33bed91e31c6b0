import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_PORT } from '../support/env';
import { startDedicatedSandbox, type DedicatedSandbox } from '../support/sandbox';
import { openSearch } from '../support/search';
import { signIn } from '../support/session';

// Issue #13 §5: markup an agent types into any text field the portal lets them edit is stored
// verbatim and shown as text wherever it appears — never parsed into elements. The CSP would
// block an inline handler anyway, so the proof is the DOM: the literal text is on the page and
// no element the payload describes exists. Own sandbox: the payloads stay out of shared data.

/** Short enough for every field (address lines ≤ 120); each part would create a `[data-xss]` element if parsed. */
const payload = (tag: string) => `<img src=x data-xss onerror=alert(1)><b data-xss>${tag}</b>`;

let sandbox: DedicatedSandbox;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  sandbox = await startDedicatedSandbox(E2E_PORT + 17, 'xss');
});
test.afterAll(() => sandbox.dispose());

/** Fails on any dialog (an `alert(1)` that ran) and on any page error. */
function watch(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { problems };
}

async function expectShownAsText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('[data-xss]')).toHaveCount(0);
}

test('markup in the address, the account holder, a ticket and a reply is shown as text everywhere', async ({ page }) => {
  test.setTimeout(180_000);
  const watched = watch(page);
  await signIn(page, DEMO.ava, `${sandbox.origin}/my-profile`, '/my-profile');

  // Address lines (my-profile → Address).
  const street = payload('street');
  const address = page.getByRole('region', { name: 'Address' });
  await address.getByRole('button', { name: /Add address|Edit/ }).click();
  const addressForm = address.getByRole('form', { name: 'Address' });
  await addressForm.getByLabel('Street address').fill(street);
  await addressForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
  await page.reload();
  await expect(address.getByTestId('address-view')).toContainText(street);
  await expectShownAsText(page, street);

  // Account holder (my-profile → Bank account): Ava's seeded account is replaced.
  const holder = payload('holder');
  const bank = page.getByRole('region', { name: 'Bank account' });
  await bank.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this bank account?' }).getByRole('button', { name: 'Remove' }).click();
  await bank.getByRole('button', { name: 'Add' }).click();
  const bankForm = bank.getByRole('form', { name: 'Add a bank account' });
  await bankForm.getByLabel('Account holder').fill(holder);
  await bankForm.getByLabel('Routing number').fill('021000021');
  await bankForm.getByLabel('Account number').fill('000123456789');
  await bankForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank account added.')).toBeVisible();
  await page.reload();
  await expect(bank.getByTestId('bank-account-view')).toContainText(holder);
  await expectShownAsText(page, holder);

  // A ticket's subject and description, then a reply (help → support tickets).
  const subject = payload('subject');
  const description = payload('description');
  await page.goto(`${sandbox.origin}/help/generate-ticket`);
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New support ticket' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Commissions' }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page).toHaveURL(/\/help\/generate-ticket\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expectShownAsText(page, description);
  const reply = payload('reply');
  await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expectShownAsText(page, reply);

  // The ticket list, and the global search, which finds the ticket by its subject.
  await page.getByRole('link', { name: /Back to support tickets/ }).click();
  await expect(page.getByRole('table', { name: 'My support tickets' }).getByText(subject)).toBeVisible();
  await expect(page.locator('[data-xss]')).toHaveCount(0);
  const search = await openSearch(page);
  await search.fill('subject');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByText(subject)).toBeVisible();
  await expect(page.locator('[data-xss]')).toHaveCount(0);

  expect(watched.problems).toEqual([]);
});
