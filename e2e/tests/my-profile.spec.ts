import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_PORT } from '../support/env';
import { pdfFile, pngFile } from '../support/files';
import { startDedicatedSandbox } from '../support/sandbox';
import { signIn } from '../support/session';
import { screenshotInEveryTheme } from '../support/screenshots';

// Issue #4 my-profile: documents (persisted, refused when too big or mismatched, owner only),
// bank account, payment card (a bad number sends nothing), address cascade, avatar upload
// with progress, and screenshots (light/dark, desktop/phone).

const MB = 1024 * 1024;

async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access_token');
  if (!cookie) throw new Error('no access_token cookie');
  return cookie.value;
}

async function userId(page: Page): Promise<number> {
  return Number((await page.context().cookies()).find((c) => c.name === 'user_id')!.value);
}

/** Records requests whose URL matches `pattern` (to prove nothing was sent). */
function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url()) && request.method() !== 'GET') seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

const documents = (page: Page) => page.getByTestId('document-list').getByRole('listitem');

test('an uploaded document is listed after a reload; oversized and mismatched files are refused and nothing is stored', async ({ page }) => {
  await signIn(page, DEMO.uma, '/my-profile');
  const section = page.getByRole('region', { name: 'Essential documents' });
  await expect(section.getByText('No documents uploaded yet.')).toBeVisible();

  await page.getByTestId('document-input').setInputFiles({ name: 'licence-uma.pdf', mimeType: 'application/pdf', buffer: pdfFile('Uma licence') });
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  await expect(documents(page)).toHaveCount(1);
  await page.reload();
  await expect(documents(page)).toHaveCount(1);
  await expect(section.getByRole('link', { name: 'Open licence-uma.pdf' })).toBeVisible();

  // The client refuses before sending anything.
  const uploads = recordRequests(page, /upload-essential-documents/);
  await page.getByTestId('document-input').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdfFile('big', 10 * MB + 10) });
  await expect(section.getByRole('alert')).toHaveText(/larger than 10 MB/);
  await page.getByTestId('document-input').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a PDF') });
  await expect(section.getByRole('alert')).toHaveText(/content does not match its type/);
  expect(uploads).toEqual([]);

  // The sandbox refuses too (a client that skips the checks), and stores nothing.
  const token = await accessToken(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
  const headers = { authorization: `Bearer ${token}`, 'x-csrf-token': csrf };
  const post = (name: string, mimeType: string, buffer: Buffer) =>
    page.request.post('/integration/v1/users/upload-essential-documents', { headers, multipart: { file: { name, mimeType, buffer } } });
  const big = await post('huge.pdf', 'application/pdf', pdfFile('big', 10 * MB + 10));
  expect(big.status()).toBe(413);
  const fake = await post('fake.png', 'image/png', pdfFile('not a png'));
  expect(fake.status()).toBe(415);
  expect((await fake.json()).message).toMatch(/content does not match/);
  const list = await page.request.get(`/integration/v1/users/${await userId(page)}/essential-documents`, { headers });
  expect(((await list.json()).data as unknown[]).length).toBe(1);
  await page.reload();
  await expect(documents(page)).toHaveCount(1);
});

test("another agent's documents are refused (403), list and file", async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-profile');
  await expect(documents(page)).toHaveCount(3);
  const avaId = await userId(page);
  const href = await page.getByRole('link', { name: 'Open licence-certificate.pdf' }).getAttribute('href');
  expect(href).toContain(`/storage/hub/documents/${avaId}/`);
  // Ava opens her own file with her cookie.
  expect((await page.request.get(href!)).status()).toBe(200);

  await page.context().clearCookies();
  await signIn(page, DEMO.leo, '/my-profile');
  const token = await accessToken(page);
  const list = await page.request.get(`/integration/v1/users/${avaId}/essential-documents`, { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(403);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(403);
  const anonymous = await page.context().request.fetch(href!, { headers: { cookie: '' } });
  expect([401, 403]).toContain(anonymous.status());
});

test('bank account: add → masked → remove', async ({ page }) => {
  await signIn(page, DEMO.leo, '/my-profile');
  const section = page.getByRole('region', { name: 'Bank account' });
  await expect(section.getByText('No bank account yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add' }).click();
  const form = section.getByRole('form', { name: 'Add a bank account' });
  await form.getByLabel('Account holder').fill('Leo Unlicensed');
  await form.getByLabel('Routing number').fill('123456789');
  await form.getByLabel('Account number').fill('000123456789');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter the 9 digits of a valid US routing number.')).toBeVisible();
  await form.getByLabel('Routing number').fill('021000021');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank account added.')).toBeVisible();
  const view = section.getByTestId('bank-account-view');
  await expect(view).toContainText('•••• 6789');
  await expect(section).not.toContainText('000123456789');
  await page.reload();
  await expect(section.getByTestId('bank-account-view')).toContainText('•••• 6789');
  await section.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this bank account?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No bank account yet.')).toBeVisible();
});

test('card add with a bad number shows the error and sends nothing; a good one is tokenised', async ({ page }) => {
  await signIn(page, DEMO.leo, '/my-profile');
  const section = page.getByRole('region', { name: 'Payment card' });
  await section.getByRole('button', { name: 'Add' }).click();
  const sent = recordRequests(page, /card-provider|agent-payment-card/);
  const form = section.getByRole('form', { name: 'Add a payment card' });
  await form.getByLabel('Card number').fill('4111 1111 1111 1112');
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This card number is not valid.')).toBeVisible();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);

  const bodies: string[] = [];
  page.on('request', (request) => {
    if (/agent-payment-card/.test(request.url()) && request.method() === 'POST') bodies.push(request.postData() ?? '');
  });
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment card added.')).toBeVisible();
  await expect(section.getByTestId('payment-card-view')).toContainText('Visa ending in 4242');
  await expect(section.getByTestId('payment-card-view')).toContainText('Expires 12/2030');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).not.toContain('4242424242424242');
  expect(bodies[0]).not.toContain('"cvv"');
  expect(JSON.parse(bodies[0]!)).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
});

test('address cascade saves and reloads', async ({ page }) => {
  await signIn(page, DEMO.uma, '/my-profile');
  const section = page.getByRole('region', { name: 'Address' });
  await section.getByRole('button', { name: /Add address|Edit/ }).click();
  const form = section.getByRole('form', { name: 'Address' });
  await expect(form.getByRole('combobox', { name: 'State / region' })).toHaveAttribute('aria-disabled', 'true');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await form.getByRole('combobox', { name: 'State / region' }).click();
  await page.getByRole('option', { name: 'Île-de-France' }).click();
  await form.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: 'Paris' }).click();
  await form.getByLabel('Street address').fill('5 avenue Anatole France');
  await form.getByLabel('ZIP / postal code').fill('75007');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
  await page.reload();
  const view = section.getByTestId('address-view');
  await expect(view).toContainText('5 avenue Anatole France');
  await expect(view).toContainText('75007 Paris, Île-de-France');
  await expect(view).toContainText('France');
});

test('avatar upload shows progress and the new picture', async ({ page }) => {
  await signIn(page, DEMO.leo, '/my-profile');
  // Hold the answer a moment so the progress stays on screen long enough to see.
  await page.route('**/integration/v1/users/profile-picture', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngFile(128) });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Uploading picture: \d+%/)).toBeVisible();
  await expect(page.getByText('Profile picture updated.')).toBeVisible();
  const id = await userId(page);
  const avatar = page.getByRole('img', { name: /Profile picture of Leo/ }).first();
  await expect(avatar).toHaveAttribute('src', new RegExp(`/storage/hub/avatars/${id}-[0-9a-f]+\\.png$`));
  // A file whose content does not match its type is refused before sending.
  await page.getByTestId('avatar-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: pdfFile('no') });
  await expect(page.getByRole('alert').filter({ hasText: /content does not match its type/ })).toBeVisible();
});

test('an uploaded document survives a sandbox restart', async ({ page }) => {
  test.setTimeout(120_000);
  const sandbox = await startDedicatedSandbox(E2E_PORT + 13, 'restart');
  try {
    await signIn(page, DEMO.leo, `${sandbox.origin}/my-profile`, '/my-profile');
    await page.getByTestId('document-input').setInputFiles({ name: 'kept-after-restart.png', mimeType: 'image/png', buffer: pngFile(32) });
    await expect(page.getByText('Document uploaded.')).toBeVisible();
    await sandbox.restart();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Open kept-after-restart.png' })).toBeVisible();
    const href = await page.getByRole('link', { name: 'Open kept-after-restart.png' }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
  } finally {
    await sandbox.dispose();
  }
});

test('a blocked agent sees why, and can pay from the recurring transactions section', async ({ page }) => {
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  await expect(page).toHaveURL(/#recurring-transactions$/);
  const section = page.locator('#recurring-transactions');
  await expect(section.getByText('Your account is blocked')).toBeVisible();
  await expect(section.getByRole('button', { name: /^Pay .+ now$/ })).toBeVisible();
  await expect(section.getByRole('table', { name: 'Recurring transactions' })).toBeVisible();
});

test('on a phone (390×844) the recurring transactions are stacked cards, every column labelled, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.ava, '/my-profile');
  const table = page.getByRole('table', { name: 'Recurring transactions' });
  const rows = table.getByTestId('recurring-row');
  await expect(rows.first()).toBeVisible();
  // The header row stays for screen readers only (visually hidden), so each value carries its column name.
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
  const labels = ['Date', 'Subscription', 'Amount', 'Status'];
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const card = await rows.nth(i).evaluate((row) => {
      const cells = [...row.querySelectorAll('td')];
      const boxes = cells.map((cell) => cell.getBoundingClientRect());
      return {
        display: getComputedStyle(row).display,
        labels: cells.map((cell) => cell.getAttribute('data-label')),
        // The label is drawn before the value: `content: attr(data-label)` (Chromium gives the resolved string).
        drawnLabels: cells.map((cell) => getComputedStyle(cell, '::before').content),
        // Every cell is shown, inside the viewport, one under the other (a card, not a row).
        cellsShown: boxes.every((box) => box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth),
        stacked: boxes.every((box, index) => index === 0 || box.top >= boxes[index - 1]!.bottom - 1),
      };
    });
    expect(card.display).toBe('block');
    expect(card.labels).toEqual(labels);
    card.drawnLabels.forEach((content, index) => expect([`"${labels[index]}"`, 'attr(data-label)']).toContain(content));
    expect(card.cellsShown).toBe(true);
    expect(card.stacked).toBe(true);
  }
  const box = await table.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('screenshots: my-profile in light and dark, desktop and phone, without horizontal scroll', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-profile');
  await screenshotInEveryTheme(page, 'my-profile', async () => {
    await expect(documents(page)).toHaveCount(3);
    await expect(page.getByTestId('payment-card-view')).toBeVisible();
    await expect(page.getByTestId('bank-account-view')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recurring transactions' })).toBeVisible();
  });
});
