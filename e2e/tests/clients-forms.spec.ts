import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { gatewayGet } from '../support/gateway';
import { openSearch } from '../support/search';
import { screenshotInEveryTheme } from '../support/screenshots';
import { signIn } from '../support/session';

// Issue #11: my-clients and a client's detail, the forms pages with their downloads and samples,
// the business overview's PDF preview and the compliance page, against the sandbox's seed.

interface Client {
  id: number;
  first_name: string;
  last_name: string;
  product_types: string[];
}
interface Form {
  id: number;
  title: string;
  tag: string;
  category: string;
  code: string;
  link: string;
  file_name: string;
  attachments: Array<{ path: string; name: string }>;
}

const clientRows = (page: Page) => page.getByRole('table', { name: 'Clients' }).locator('tbody tr');
const formRows = (page: Page) => page.locator('main tbody tr');

test('my-clients: Ava’s clients paged on the server; an unaccented search finds an accented name; a filter narrows; a row opens the detail', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-clients');
  await expect(page.getByRole('heading', { name: 'My Clients', level: 1 })).toBeVisible();
  const all = await gatewayGet<{ data: Client[]; count: number }>(page, '/integration/v1/clients?limit=1');
  expect(all.body.count).toBeGreaterThan(10);
  await expect(clientRows(page)).toHaveCount(10);

  // Accent-insensitive: the gateway's answer to "sofia" holds an accented "Sofía"; so does the page.
  const found = await gatewayGet<{ data: Client[] }>(page, '/integration/v1/clients?search=sofia');
  const sofia = found.body.data.find((c) => /Sofía/.test(`${c.first_name} ${c.last_name}`));
  expect(sofia, 'a seeded client named Sofía').toBeTruthy();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('sofia');
  await expect(page).toHaveURL(/search=sofia/);
  const row = clientRows(page).filter({ hasText: `${sofia!.first_name} ${sofia!.last_name}` });
  await expect(row).toHaveCount(1);
  await expect(clientRows(page)).toHaveCount(found.body.data.length);

  // A product type filter: every row shows it.
  await page.goto('/my-clients');
  const type = sofia!.product_types[0]!;
  await page.getByRole('combobox', { name: 'Product type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(page).toHaveURL(/product_type_id=\d+/);
  const typeId = new URL(page.url()).searchParams.get('product_type_id');
  const ofType = await gatewayGet<{ count: number }>(page, `/integration/v1/clients?product_type_id=${typeId}&limit=1`);
  // The filtered page has replaced the first one: as many rows as the gateway has (at most 10).
  await expect(clientRows(page)).toHaveCount(Math.min(ofType.body.count, 10));
  await expect(page.getByText(`1–${Math.min(ofType.body.count, 10)} of ${ofType.body.count}`)).toBeVisible();
  for (const r of await clientRows(page).all()) await expect(r).toContainText(type);

  // The row opens the detail with every policy and the commissions link.
  await page.goto('/my-clients?search=sofia');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/my-clients/${sofia!.id}$`));
  await expect(page.getByRole('heading', { name: `${sofia!.first_name} ${sofia!.last_name}`, level: 1 })).toBeVisible();
  const detail = await gatewayGet<{ data: { policies: Array<{ policy_no: string }> } }>(page, `/integration/v1/clients/${sofia!.id}`);
  const policies = page.getByRole('table', { name: 'Policies' }).locator('tbody tr');
  await expect(policies).toHaveCount(detail.body.data.policies.length);
  for (const p of detail.body.data.policies) await expect(page.getByRole('table', { name: 'Policies' })).toContainText(p.policy_no);
  await expect(page.getByRole('link', { name: 'Commissions on this client' })).toHaveAttribute('href', `/reports/commissions?client_id=${sofia!.id}`);

  // Another agent's client or an unknown id: not found, not a crash.
  await page.goto('/my-clients/999999');
  await expect(page.getByText('Client not found')).toBeVisible();
});

test('a client result of the global search opens the right client', async ({ page }) => {
  await signIn(page, DEMO.ava);
  const found = await gatewayGet<{ data: Client[] }>(page, '/integration/v1/clients?search=sofia');
  const sofia = found.body.data.find((c) => /Sofía/.test(`${c.first_name} ${c.last_name}`))!;
  const input = await openSearch(page);
  await input.fill(`sofia ${sofia.last_name}`);
  const option = page.getByRole('dialog').getByRole('group', { name: 'Clients' }).getByRole('option', { name: new RegExp(`${sofia.first_name} ${sofia.last_name}`) });
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/my-clients/${sofia.id}$`));
  await expect(page.getByRole('heading', { name: `${sofia.first_name} ${sofia.last_name}`, level: 1 })).toBeVisible();
});

test('Leo (unlicensed): clients and business-overview are access-denied in the portal and 403 at the gateway', async ({ page }) => {
  await signIn(page, DEMO.leo, '/my-clients', '/access-denied');
  for (const path of ['/my-clients', '/business-overview']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/access-denied\?/);
    await expect(page.getByTestId('access-denied-reason')).toContainText('Un-Licensed Contractor');
    await expect(page.getByTestId('access-denied-source')).toContainText(path);
  }
  expect((await gatewayGet(page, '/integration/v1/clients')).status).toBe(403);
  expect((await gatewayGet(page, '/integration/v1/forms?category=BUSSINESS_OVERVIEW')).status).toBe(403);
});

test('forms: the three families with their counts; back office pages on the server and filters by tag', async ({ page }) => {
  await signIn(page, DEMO.ava, '/forms');
  const count = async (query: string) => (await gatewayGet<{ count: number }>(page, `/integration/v1/forms?${query}&limit=1`)).body.count;
  const counts = { policy: await count('category=POLICY_FORMS'), backOffice: await count('category=BACK_OFFICE'), compliance: await count('category=COMPLIANCE_FORMS') };
  for (const [name, n] of [['Policy Forms', counts.policy], ['Back Office', counts.backOffice], ['Compliance Forms', counts.compliance]] as const) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText(String(n));
  }
  await page.getByRole('link', { name: /Back Office/ }).first().click();
  await expect(page).toHaveURL(/\/forms\/back-office/);
  await expect(formRows(page)).toHaveCount(Math.min(10, counts.backOffice));
  const tags = (await gatewayGet<{ tags: Array<{ tag: string; count: number }> }>(page, '/integration/v1/forms?category=BACK_OFFICE&limit=1')).body.tags;
  const contracting = tags.find((t) => t.tag === 'Contracting')!;
  expect(contracting.count).toBeGreaterThan(1);
  await page.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: `Contracting (${contracting.count})` }).click();
  await expect(page).toHaveURL(/tag=Contracting/);
  await expect(formRows(page)).toHaveCount(contracting.count);
  for (const r of await formRows(page).all()) await expect(r).toContainText('Contracting');
});

test('downloads: a blank form under its file name, a sample as SAMPLE- with hyphens (same bytes as the bucket), no sample action on a form without one, and the toast when the sample is gone', async ({ page }) => {
  await signIn(page, DEMO.ava, '/forms/back-office');
  const list = await gatewayGet<{ data: Form[] }>(page, '/integration/v1/forms?category=BACK_OFFICE&limit=100');
  const withSample = list.body.data.find((f) => f.attachments.length > 0 && f.title.includes('W-9'))!;
  const withoutSample = list.body.data.find((f) => f.attachments.length === 0 && !f.title.includes('W-9'))!;
  expect(withSample && withoutSample).toBeTruthy();

  await page.goto(`/forms/back-office?search=${encodeURIComponent(withSample.title)}`);
  const row = formRows(page).filter({ hasText: withSample.title });
  const [blank] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${withSample.title}` }).click()]);
  expect(blank.suggestedFilename()).toBe(withSample.file_name);
  const blankBytes = await readFile((await blank.path())!);
  const bucketBlank = await (await page.request.get(`/storage/public/${withSample.link}`)).body();
  expect(blankBytes.equals(bucketBlank)).toBe(true);
  expect(blankBytes.subarray(0, 5).toString()).toBe('%PDF-');

  const [sample] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download sample of ${withSample.title}` }).click()]);
  const expectedName = `SAMPLE-${withSample.attachments[0]!.name.replace(/ /g, '-')}`;
  expect(sample.suggestedFilename()).toBe(expectedName);
  expect(expectedName).not.toContain(' ');
  const bucketSample = await (await page.request.get(`/storage/public/${withSample.attachments[0]!.path}`)).body();
  expect((await readFile((await sample.path())!)).equals(bucketSample)).toBe(true);

  // Issue #28 item 5: a form without a sample offers no "Download sample"…
  await page.goto(`/forms/back-office?search=${encodeURIComponent(withoutSample.title)}`);
  const bare = formRows(page).filter({ hasText: withoutSample.title });
  await expect(bare.getByRole('button', { name: `Download ${withoutSample.title}` })).toBeVisible();
  await expect(bare.getByRole('button', { name: `Download sample of ${withoutSample.title}` })).toHaveCount(0);
  // …and the §8 toast stays for the race: the sample is gone when the agent asks for it.
  await page.route(
    (url) => url.pathname.endsWith('/integration/v1/forms') && url.searchParams.get('code') === withSample.code,
    async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Form[] };
      await route.fulfill({ response: answer, json: { ...body, data: body.data.map((form) => ({ ...form, attachments: [] })) } });
    },
  );
  await page.goto(`/forms/back-office?search=${encodeURIComponent(withSample.title)}`);
  await formRows(page).filter({ hasText: withSample.title }).getByRole('button', { name: `Download sample of ${withSample.title}` }).click();
  await expect(page.getByText('No sample file attached!.')).toBeVisible();
});

test('policy forms list only their own forms (PF- codes, none of back office: issue #28 item 6); a search target lands highlighted', async ({ page }) => {
  await signIn(page, DEMO.ava, '/forms/policy-forms');
  const policy = await gatewayGet<{ data: Form[]; count: number }>(page, '/integration/v1/forms?category=POLICY_FORMS&limit=100');
  expect(policy.body.count).toBeGreaterThan(10);
  expect(policy.body.data.every((f) => /^PF-\d{3}$/.test(f.code))).toBe(true);
  const backOffice = await gatewayGet<{ data: Form[] }>(page, '/integration/v1/forms?category=BACK_OFFICE&limit=100');
  const policyIds = new Set(policy.body.data.map((f) => f.id));
  expect(backOffice.body.data.filter((f) => policyIds.has(f.id) || !f.code.startsWith('BO-'))).toEqual([]);
  await expect(formRows(page)).toHaveCount(10);
  for (const row of await formRows(page).all()) {
    await expect(row).toContainText(/PF-\d{3}/);
    await expect(row).not.toContainText(/BO-\d{3}/);
  }
  const target = policy.body.data[3]!;
  await page.goto(`/forms/policy-forms?search=${encodeURIComponent(target.title)}&highlight=${target.id}`);
  const highlighted = page.locator('[aria-current="true"], [aria-current="location"]').filter({ hasText: target.title });
  await expect(highlighted).toBeVisible();
  await expect(highlighted).toBeInViewport();
});

test('business overview: a document previews inline (pdf.js under the CSP) and the viewer loads only then', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const pdfjs: string[] = [];
  page.on('request', (r) => {
    if (/pdf\.worker|pdf-|PdfViewer|react-pdf/i.test(r.url())) pdfjs.push(r.url());
  });
  await signIn(page, DEMO.ava, '/business-overview');
  const list = await gatewayGet<{ data: Form[] }>(page, '/integration/v1/forms?category=BUSSINESS_OVERVIEW&limit=100');
  const doc = list.body.data[0]!;
  await expect(page.getByRole('button', { name: `Preview ${doc.title}` })).toBeVisible();
  expect(pdfjs, 'no viewer code before a preview is opened').toEqual([]);
  await page.getByRole('button', { name: `Preview ${doc.title}` }).click();
  const viewer = page.getByRole('region', { name: `Preview of ${doc.title}` });
  const canvas = viewer.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(viewer).toContainText('Page 1 of 1');
  // pdf.js drew the document: the page's canvas holds dark text pixels, not a blank sheet.
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark += 1;
        return dark;
      }),
    )
    .toBeGreaterThan(500);
  expect(pdfjs.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('compliance: Ava’s own state from real data and the compliance forms grouped by tag', async ({ page }) => {
  await signIn(page, DEMO.ava, '/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  const checks = page.getByRole('table', { name: 'Compliance checks' }).locator('tbody tr');
  await expect(checks).toHaveCount(5);
  // Issue #28 item 5: the banner follows the rows, and each row that needs something offers its action.
  const state = await gatewayGet<{ data: { compliant: boolean; checks: Array<{ key: string; status: string }> } }>(page, `/integration/v1/users/${(await page.context().cookies()).find((c) => c.name === 'user_id')!.value}/compliance`);
  const expiring = state.body.data.checks.filter((check) => check.status === 'EXPIRING');
  const banner = page.getByTestId('compliance-banner');
  if (!state.body.data.compliant) await expect(banner).toContainText('Action needed');
  else if (expiring.length > 0) await expect(banner).toContainText('You are compliant for now');
  else await expect(banner).toContainText('You are compliant.');
  for (const check of state.body.data.checks) {
    const row = page.locator(`tbody tr[data-check="${check.key}"]`);
    const action = { EXPIRING: 'Renew', EXPIRED: 'Renew', MISSING: 'Upload', NOT_LICENSED: 'Request license', BLOCKED: 'Pay now' }[check.status];
    if (action) await expect(row.getByRole('link', { name: new RegExp(`^${action}: `) })).toHaveAttribute('href', /^\/my-profile#/);
    else await expect(row.getByRole('link')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Compliance forms' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Anti-Money Laundering (AML) Certification');
});

test('screenshots: a client’s detail in light and dark, desktop and phone, without horizontal scroll', async ({ page }) => {
  await signIn(page, DEMO.ava, '/my-clients');
  const found = await gatewayGet<{ data: Client[] }>(page, '/integration/v1/clients?search=sofia');
  const sofia = found.body.data.find((c) => /Sofía/.test(`${c.first_name} ${c.last_name}`))!;
  await page.goto(`/my-clients/${sofia.id}`);
  await screenshotInEveryTheme(page, 'client-detail', (p) => expect(p.getByRole('table', { name: 'Policies' })).toBeVisible());
});

const pages = [
  ['my-clients', '/my-clients', (page: Page) => expect(clientRows(page)).toHaveCount(10)],
  ['forms', '/forms', (page: Page) => expect(page.getByRole('link', { name: /Policy Forms/ }).first()).toBeVisible()],
  ['back-office', '/forms/back-office', (page: Page) => expect(formRows(page).first()).toBeVisible()],
  ['business-overview', '/business-overview', (page: Page) => expect(page.getByRole('button', { name: /^Preview / }).first()).toBeVisible()],
  ['compliance', '/compliance', (page: Page) => expect(page.getByTestId('compliance-banner')).toBeVisible()],
] as const;

for (const [name, path, ready] of pages) {
  test(`screenshots: ${name} in light and dark, desktop and phone, without horizontal scroll`, async ({ page }) => {
    await signIn(page, DEMO.ava, path);
    await screenshotInEveryTheme(page, name, ready);
  });
}
