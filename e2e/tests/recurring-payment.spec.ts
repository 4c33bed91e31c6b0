import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_PORT } from '../support/env';
import { startDedicatedSandbox } from '../support/sandbox';
import { signIn } from '../support/session';
import { screenshotInEveryTheme } from '../support/screenshots';

// Issue #4 recurring-payment; spec §2, §4 Blocked, §7 `payment`.
// The pay flow uses the sandbox's dedicated blocked account (pay.blocked.900001@, seeded like Bea: two
// latest CP_UTILIZATION invoices FAILED, a card the provider charges), so Bea stays blocked for
// the guard specs that run in parallel in the same sandbox.
const PAYER = 'pay.blocked.900001@agent-portal.test';

/** The dialog "Pay $X now" opens: only its "Pay $X" button pays (an irreversible action asks first). */
const payConfirmation = (page: Page) => page.getByRole('dialog', { name: 'Pay what is due now?' });

/** The session token of the signed-in page (for direct gateway calls). */
async function bearer(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'access_token')?.value;
  return { authorization: `Bearer ${token}` };
}

test('a blocked agent is sent to #recurring-transactions, confirms the amount, pays once (double click), and reaches /dashboard without signing in again', async ({
  page,
}) => {
  const payRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/payment/braintree/pay')) payRequests.push(request.headers()['idempotency-key'] ?? '');
  });
  await signIn(page, PAYER, '/dashboard', '/my-profile');
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);

  const pay = page.getByRole('button', { name: /^Pay .* now$/ });
  await expect(pay).toBeVisible({ timeout: 20_000 });
  await expect(pay).toHaveText('Pay $105.11 now');
  await pay.click();
  const confirm = payConfirmation(page);
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('Total to pay $105.11');
  // A double click on the button that pays sends one request (the dialog is busy after the first).
  await confirm.getByRole('button', { name: 'Pay $105.11', exact: true }).dblclick();
  await expect(page.getByText('Payment received: $105.11. Thank you!')).toBeVisible();
  await expect(confirm).toBeHidden();
  // Unblocked: my-profile drops the blocked banner and the panel; the invoices read PAID.
  await expect(pay).toBeHidden();
  expect(payRequests).toHaveLength(1);

  // The guard re-evaluated: the whole portal opens, same session.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Paz');

  // One payment, one charge.
  const headers = await bearer(page);
  const history = await page.request.get('/integration/v1/payment?limit=100', { headers });
  const body = (await history.json()) as { data: Array<{ status: string; total_cents: number }>; count: number };
  expect(body.data.filter((p) => p.status === 'SUCCEEDED')).toEqual([expect.objectContaining({ total_cents: 10511 })]);
});

test('paying when nothing is due answers 409 with a clear message', async ({ page }) => {
  await signIn(page, DEMO.ava, '/recurring-payment');
  const headers = await bearer(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const userId = Number((await page.context().cookies()).find((c) => c.name === 'user_id')?.value);
  const call = () =>
    page.request.post('/integration/v1/payment/braintree/pay', {
      headers: { ...headers, 'x-csrf-token': csrf, 'idempotency-key': 'e2e-ava-nothing-due-1' },
      data: { user_id: userId },
    });
  // Ava owes nothing: a clear 409, and nothing is stored for the key.
  const answer = await call();
  expect(answer.status()).toBe(409);
  expect((await answer.json()).message).toMatch(/Nothing is due/);
});

test("Ava's recurring-payment page: chargeable settings, nothing due, history paged on the server (1-based pages)", async ({ page }) => {
  await signIn(page, DEMO.ava, '/recurring-payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recurring payment');
  const settings = page.getByRole('region', { name: 'Chargeable settings' });
  await expect(settings.getByText('Carrier portal utilization')).toBeVisible();
  await expect(settings.getByText('$399.00 / year')).toBeVisible();
  await expect(page.getByText('Nothing is due: all your recurring invoices are paid.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByTestId('payment-row')).toHaveCount(10);
  const pageLabel = history.getByText(/^1–10 of \d+$/);
  await expect(pageLabel).toBeVisible();
  const total = Number((await pageLabel.textContent())!.split(' of ')[1]);
  const pager = history.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Go to page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
  const next = page.waitForRequest((r) => r.url().includes('/integration/v1/payment?page=2'));
  await pager.getByRole('button', { name: 'Next page' }).click();
  await next;
  await expect(history.getByTestId('payment-row')).toHaveCount(total - 10);
  await expect(history.getByText(`11–${total} of ${total}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Go to page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
  // Page 1 again (from the cache or the server): the first ten rows.
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(history.getByText(`1–10 of ${total}`)).toBeVisible();
  await expect(history.getByTestId('payment-row')).toHaveCount(10);
});

test('the pay confirmation shows the amount; Cancel sends nothing and the agent stays blocked', async ({ page }) => {
  // Bea in the shared sandbox: cancelling never pays, so she stays blocked for the guard specs.
  const payRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/payment/braintree/pay')) payRequests.push(`${request.method()} ${request.url()}`);
  });
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
  const pay = page.getByRole('button', { name: /^Pay .+ now$/ });
  await expect(pay).toBeVisible({ timeout: 20_000 });
  const amount = /^Pay (.+) now$/.exec((await pay.textContent()) ?? '')?.[1] ?? '';
  expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('due-total')).toHaveText(amount);

  await pay.click();
  const confirm = payConfirmation(page);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('confirm-amount')).toHaveText(`Total to pay ${amount}`);
  await expect(confirm.getByRole('button', { name: `Pay ${amount}`, exact: true })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(pay).toBeVisible();

  // Escape cancels too.
  await pay.click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // Nothing was sent: after a reload the same amount is still due and the agent still blocked.
  await page.reload();
  await expect(page.getByRole('button', { name: `Pay ${amount} now`, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#recurring-transactions').getByText('Your account is blocked')).toBeVisible();
  expect(payRequests).toEqual([]);
});

test('screenshots: recurring-payment in light and dark, desktop and phone, without horizontal scroll', async ({ page }) => {
  await signIn(page, DEMO.ava, '/recurring-payment');
  await screenshotInEveryTheme(page, 'recurring-payment', async () => {
    await expect(page.getByRole('region', { name: 'Payment history' }).getByTestId('payment-row')).toHaveCount(10);
    await expect(page.getByText('$399.00 / year')).toBeVisible();
  });
});

test('Bea herself, in a sandbox of her own: sent to #recurring-transactions, pays, reaches /dashboard without signing in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Her own sandbox, so the guard specs running beside this one still see her blocked.
  const sandbox = await startDedicatedSandbox(E2E_PORT + 14, 'bea-pays');
  try {
    await signIn(page, DEMO.bea, `${sandbox.origin}/reports`, '/my-profile');
    await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
    const pay = page.getByRole('button', { name: /^Pay .* now$/ });
    await expect(pay).toBeVisible({ timeout: 20_000 });
    await pay.click({ timeout: 15_000 });
    await payConfirmation(page).getByRole('button', { name: /^Pay \$[\d.,]+$/ }).click();
    await expect(page.getByText(/^Payment received: \$[\d.,]+\. Thank you!$/)).toBeVisible();
    await expect(pay).toBeHidden();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Bea');
    await page.goto(`${sandbox.origin}/reports/commissions`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commissions');
  } finally {
    await page.close(); // drop the page's websocket before the sandbox shuts down
    await sandbox.dispose();
  }
});

