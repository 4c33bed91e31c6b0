import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { signIn } from '../support/session';

// Issue #32: the installable portal — its service worker (precache of the app shell, no gateway
// answer cached), the offline state, the caches after logout, the update toast, the manifest.
// Service workers are blocked for every other spec (playwright.config.ts); this one allows them.
test.use({ serviceWorkers: 'allow' });
// One after the other, in one worker: the update test changes the built sw.js for a moment, which a
// test registering its worker at that moment would get.
test.describe.configure({ mode: 'default' });

/** The built portal, whose `sw.js` the update test serves changed. */
const PORTAL_DIST = process.env.PORTAL_DIST ?? join(import.meta.dirname, '..', '..', 'apps', 'portal', 'dist');
/** The gateway's services: no cache may hold one of their URLs. */
const GATEWAY_URL = /\/(?:integration|sso|intercom)\//;
const OFFLINE_TEXT = 'You are offline. Your data will appear when the connection is back.';

/** Waits until the portal's service worker is active (registered after the first render and `load`). */
async function workerActive(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

/** Every URL in every Cache Storage cache of the page's origin, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

/**
 * Opens the dashboard again until the portal's worker controls it (the first visit registers it;
 * Chromium has shown a freshly closed context's registration for a moment in the next one, so
 * the check is repeated rather than trusted once).
 */
async function visitUnderWorker(page: Page): Promise<void> {
  await expect(async () => {
    await workerActive(page);
    await page.goto('/dashboard');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

/** Signs Ava in and opens the dashboard again: now under the worker's control. */
async function signedInUnderWorker(page: Page): Promise<void> {
  await signIn(page, DEMO.ava);
  await visitUnderWorker(page);
}

test('the worker controls the page after the first visit; a later visit loads the shell from it, not the network', async ({ page, context }) => {
  await signedInUnderWorker(page);

  const fromNetwork: string[] = [];
  context.on('request', (request) => {
    // Requests the worker itself sends to the network (Chromium reports them on the context).
    if (request.serviceWorker()) fromNetwork.push(new URL(request.url()).pathname);
  });
  const shell: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' || type === 'script' || type === 'stylesheet') {
      shell.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const document = shell.find((r) => r.path === '/dashboard');
  expect(document?.fromWorker, 'the page itself').toBe(true);
  const boot = shell.find((r) => /^\/assets\/boot-.+\.js$/.test(r.path));
  const entry = shell.find((r) => /^\/assets\/index-.+\.js$/.test(r.path));
  for (const file of [boot, entry]) expect(file?.fromWorker, file?.path).toBe(true);
  // The shell's files came from the precache: the worker asked the network for none of them.
  expect(fromNetwork.filter((path) => path === '/index.html' || path === boot!.path || path === entry!.path)).toEqual([]);
});

test('with the network cut, /dashboard shows the shell and the offline state, and recovers when it is back', async ({ page, context }) => {
  await signedInUnderWorker(page);
  await context.setOffline(true);
  await page.goto('/dashboard');
  const offline = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expect(offline).toBeVisible();
  // The shell is there (top bar, menu); no page content, so no personal data from before.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
});

test('after logout no cache holds a gateway URL; the precache of the shell stays', async ({ page }) => {
  await signedInUnderWorker(page);
  // The report's chart and others: the runtime cache of the release's files fills as they are used.
  await page.goto('/reports/commissions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await cachedUrls(page);
  expect(Object.values(before).flat().filter((url) => GATEWAY_URL.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/idp\/sign-in/);
  const after = await cachedUrls(page);
  expect(Object.values(after).flat().filter((url) => GATEWAY_URL.test(url))).toEqual([]);
  // Only the precache is left, and the worker is still registered.
  expect(Object.keys(after), JSON.stringify(after)).toEqual([expect.stringMatching(/^workbox-precache-/)]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
});

test('a new release served to an open tab shows the reload toast; Reload brings it in', async ({ page }) => {
  await signedInUnderWorker(page);
  // The next release: the same files and a worker that differs, as a new build's does. The built
  // sw.js is changed on disk until the tab has taken the new release in, then restored
  // (`page.route` cannot answer a worker's script update).
  const swPath = join(PORTAL_DIST, 'sw.js');
  const released = readFileSync(swPath, 'utf8');
  const toast = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  try {
    writeFileSync(swPath, `${released}\n// next release (e2e)\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // Still the first release's worker until the agent reloads: never a mix of two releases.
    const workers = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: registration.waiting?.state, controlled: navigator.serviceWorker.controller === registration.active };
    });
    expect(workers).toEqual({ waiting: 'installed', controlled: true });
    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(toast).toHaveCount(0);
    // The new release's worker took over; none waits.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    writeFileSync(swPath, released);
  }
});

test('the manifest meets Chromium’s installability criteria; the mobile-app menu offers to install', async ({ page }) => {
  await signedInUnderWorker(page);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { start_url: string; display: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);

  // Chromium never offers to install from an incognito-like context (Playwright's): the criteria
  // are checked in a persistent profile of the same browser, Ava signed in there.
  const profile = mkdtempSync(join(tmpdir(), 'agent-portal-pwa-'));
  const persistent = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL: test.info().project.use.baseURL });
  try {
    const installable = persistent.pages()[0] ?? (await persistent.newPage());
    await signIn(installable, DEMO.ava);
    await workerActive(installable);
    const cdp = await persistent.newCDPSession(installable);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors, { timeout: 20_000 })
      .toEqual([]);
  } finally {
    await persistent.close();
    rmSync(profile, { recursive: true, force: true });
  }

  // The browser's offer (headless Chromium makes none by itself): the menu offers to install, above
  // the store links; once installed, the item goes.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Mobile app' }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toHaveText('Install the portal on this device');
  await expect(items.nth(1)).toHaveText('Download for iOS');
  // The §2 toast stays for the empty store links.
  await items.nth(1).click();
  await expect(page.getByText('Mobile App Coming Soon')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await page.getByRole('button', { name: 'Mobile app' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download for iOS' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install the portal on this device' })).toHaveCount(0);
});
