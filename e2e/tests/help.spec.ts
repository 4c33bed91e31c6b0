import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bellCount, trackSocket } from '../support/admin';
import { DEMO, E2E_ADMIN_TOKEN } from '../support/env';
import { pdfFile } from '../support/files';
import { gatewayGet } from '../support/gateway';
import { screenshotInEveryTheme } from '../support/screenshots';
import { signIn } from '../support/session';

// Issue #12: help — support tickets with attachments (create, edit while open, a support reply in
// real time, reply, close), the FAQ, announcements and contact us — against the sandbox.

interface Ticket {
  id: number;
  ticket: string;
  subject: string;
  status: string;
  attachments: Array<{ id: number; file_name: string; size_bytes: number }>;
}

async function supportReply(request: APIRequestContext, ticket: string, message: string, status?: string) {
  const response = await request.post('/sandbox/tickets/reply', { headers: { 'X-Sandbox-Admin': E2E_ADMIN_TOKEN }, data: { ticket, message, ...(status ? { status } : {}) } });
  expect(response.status(), await response.text()).toBe(201);
}

test('a ticket: created with an attachment, listed, edited while open, support’s reply reaches the bell and the page, replied, closed', async ({ page, request }) => {
  const socket = trackSocket(page);
  await signIn(page, DEMO.ava, '/help/generate-ticket');
  await socket.waitForWelcome();
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New support ticket' });
  // An empty submit marks the fields and sends nothing.
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  const subject = `Override missing ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Commissions' }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('The override on my downline’s production of last pay cycle is missing.');
  const statement = pdfFile('Commission statement, pay cycle Nov 3 – Nov 9', 300_000);
  await dialog.getByTestId('ticket-attachments-input').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: statement });
  await expect(dialog.getByText(/^statement\.pdf · /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create ticket' }).click();

  await expect(page).toHaveURL(/\/help\/generate-ticket\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const stored = (await gatewayGet<{ data: Ticket }>(page, `/integration/v1/support/tickets/${id}`)).body.data;
  expect(stored).toMatchObject({ subject, status: 'OPEN' });
  expect(stored.attachments).toEqual([expect.objectContaining({ file_name: 'statement.pdf', size_bytes: statement.length })]);

  // The attachment downloads byte for byte.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download statement\.pdf · / }).click();
  expect((await readFile(await (await download).path())).equals(statement)).toBe(true);

  // Listed.
  await page.getByRole('link', { name: /Back to support tickets/ }).click();
  await expect(page.getByRole('table', { name: 'My support tickets' }).getByText(stored.ticket)).toBeVisible();
  await page.getByRole('table', { name: 'My support tickets' }).getByText(stored.ticket).click();

  // Edited while OPEN (the same form, edit mode).
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ticket ${stored.ticket}` });
  await edit.getByRole('textbox', { name: 'Subject' }).fill(`${subject} (edited)`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${subject} (edited)` })).toBeVisible();

  // Support replies through the admin route: the bell and the open page update without a reload.
  const before = await bellCount(page);
  const started = Date.now();
  await supportReply(request, stored.ticket, 'Thanks, we are checking the override with the carrier.', 'IN_PROGRESS');
  await expect.poll(() => bellCount(page), { intervals: [10] }).toBe(before + 1);
  console.log(`support reply → bell: ${Date.now() - started} ms`);
  await expect(page.getByText('Thanks, we are checking the override with the carrier.')).toBeVisible();
  await expect(page.getByText('Open → In progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Ava replies, then closes the ticket.
  await page.getByRole('textbox', { name: 'Your reply' }).fill('It is policy TL-0000042.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('It is policy TL-0000042.')).toBeVisible();
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await page.getByRole('dialog', { name: 'Close this ticket?' }).getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  expect((await gatewayGet<{ data: Ticket }>(page, `/integration/v1/support/tickets/${id}`)).body.data.status).toBe('CLOSED');
});

test('the FAQ filters as Ava types; announcements pinned first; contact us answers with a reference', async ({ page }) => {
  await signIn(page, DEMO.ava, '/help/faq');
  const count = page.getByRole('status').filter({ hasText: /^Questions: \d+$/ });
  const all = await gatewayGet<{ data: { count: number } }>(page, '/integration/v1/support/faq');
  const blocked = await gatewayGet<{ data: { count: number } }>(page, '/integration/v1/support/faq?search=blocked');
  expect(blocked.body.data.count).toBeGreaterThan(0);
  await expect(count).toHaveText(`Questions: ${all.body.data.count}`);
  // Typed key by key: the list follows every keystroke, none is lost.
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).pressSequentially('blocked', { delay: 30 });
  await expect(page.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('blocked');
  await expect(count).toHaveText(`Questions: ${blocked.body.data.count}`);
  await expect(page.getByRole('heading', { name: 'Why is my account blocked?' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=blocked/);

  await page.goto('/help/announcements');
  const announcements = await gatewayGet<{ data: Array<{ title: string; pinned: boolean }> }>(page, '/integration/v1/announcements/get-announcments?page=1&limit=10');
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles).toHaveText(announcements.body.data.map((a) => a.title));
  expect(announcements.body.data[0]!.pinned).toBe(true);
  await expect(page.getByRole('article').first().getByText('Pinned')).toBeVisible();

  await page.goto('/help');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Great reports');
  await page.getByRole('textbox', { name: 'Message' }).fill('The earnings overview is very useful.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/^Message sent — your reference is CU-\d{6}\.$/)).toBeVisible();
});

// One test per page, so the two workers share them.
test.describe('screenshots in light and dark, desktop and phone', () => {
  test('help', async ({ page }) => {
    await signIn(page, DEMO.ava, '/help');
    await screenshotInEveryTheme(page, 'help', (p) => expect(p.getByRole('heading', { name: 'Contact us' })).toBeVisible());
  });

  test('FAQ', async ({ page }) => {
    await signIn(page, DEMO.ava, '/help/faq');
    await screenshotInEveryTheme(page, 'help-faq', (p) => expect(p.getByText(/^Questions: \d+$/)).toBeVisible());
  });

  test('tickets', async ({ page }) => {
    await signIn(page, DEMO.ava, '/help/generate-ticket');
    await screenshotInEveryTheme(page, 'help-tickets', (p) => expect(p.locator('main').getByText(/TCK-\d{6}/).first()).toBeVisible());
  });

  test('a resolved ticket with its replies', async ({ page }) => {
    await signIn(page, DEMO.ava, '/help');
    const tickets = await gatewayGet<{ data: Array<{ id: number; reply_count: number; status: string }> }>(page, '/integration/v1/support/tickets?status=RESOLVED');
    const resolved = tickets.body.data.find((t) => t.reply_count >= 3)!;
    await page.goto(`/help/generate-ticket/${resolved.id}`);
    await screenshotInEveryTheme(page, 'help-ticket', (p) => expect(p.getByRole('heading', { name: 'Status history' })).toBeVisible());
  });

  test('announcements', async ({ page }) => {
    await signIn(page, DEMO.ava, '/help/announcements');
    await screenshotInEveryTheme(page, 'help-announcements', (p) => expect(p.getByRole('article').first()).toBeVisible());
  });
});
