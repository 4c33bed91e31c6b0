import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { signIn } from '../support/session';

// Issue #2 §4/§5: the shell (top bar, menu, drawer, footer), language and theme,
// security headers (the dashboard's screenshots: dashboard.spec.ts).

test('the language menu sets the lang cookie and translates the shell', async ({ page, context }) => {
  await signIn(page, DEMO.ava);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ava');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome back, Ava');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('contentinfo')).not.toContainText('All rights reserved');
});

test('the theme toggle switches to dark mode and remembers it', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('the static shell paints in the stored theme before any JavaScript loads, under the strict CSP (issue #8)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('agent-portal.theme-mode', 'dark'));
  // No module runs: what shows is the HTML and CSS of index.html and its inline theme boot.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.locator('.boot-bar').evaluate((bar) => getComputedStyle(bar).backgroundColor);
  expect(background).toBe('rgb(19, 31, 41)');
  expect(violations).toEqual([]);
});

test('the mobile-app menu offers the store links, the partner book and the coming-soon toast', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await page.getByRole('button', { name: 'Mobile app' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download for iOS' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Download for Android' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Partner book' })).toHaveAttribute('rel', /noopener/);
  await page.getByRole('menuitem', { name: 'Download for iOS' }).click();
  await expect(page.getByText('Mobile App Coming Soon')).toBeVisible();
});

test('the profile menu leads to my-profile; sub-menus navigate; the footer shows the copyright', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Agent Portal`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Commissions' }).click();
  await expect(page).toHaveURL(/\/reports\/commissions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commissions');
});

test('on a phone the menu collapses into a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.leo);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Clients/ })).toHaveAttribute('aria-disabled', 'true');
  await drawer.getByRole('button', { name: 'Help' }).click();
  await drawer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/help\/faq$/);
});

test('the portal is served with strict security headers', async ({ request }) => {
  const response = await request.get('/dashboard');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
});

test('responses are compressed when the browser asks: the entry chunk, index.html and a gateway JSON answer (issue #8)', async ({ page, request }) => {
  const html = await request.get('/dashboard', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const body = await html.text();
  // The runtime config is in the page: no /config.json round trip (issue #8 §4).
  expect(body).toMatch(/<script id="runtime-config" type="application\/json">\{.*"gatewayUrl"/);
  expect(body).toContain('rel="modulepreload"');
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(body)?.[1];
  expect(entry).toBeTruthy();
  for (const encoding of ['br', 'gzip']) {
    const chunk = await request.get(entry!, { headers: { 'accept-encoding': encoding } });
    expect(chunk.headers()['content-encoding'], encoding).toBe(encoding);
    expect(chunk.headers()['cache-control']).toContain('immutable');
  }
  await signIn(page, DEMO.ava);
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const json = await request.get('/integration/v1/analytics/search?search=a&limit=20', {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  expect(json.status()).toBe(200);
  expect(json.headers()['content-encoding']).toBe('gzip');
  expect((await json.json()) as unknown).toHaveProperty('data');
});

test('a worker loads Intl (ICU) data off the main thread at start-up, allowed by the CSP (issue #8)', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const worker = page.waitForEvent('worker');
  await signIn(page, DEMO.ava);
  expect((await worker).url()).toMatch(/\/assets\/intlWarmup\.worker-[\w-]+\.js$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ava');
  expect(refused).toEqual([]);
});

test('the dashboard has no serious accessibility violations (axe)', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ava');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`)).toEqual([]);
});
