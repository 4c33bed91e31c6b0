import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePaths } from '@agent-portal/feature-api';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { signIn } from '../support/session';

/**
 * The JS budget of issue #8, measured where the user meets it: the built portal
 * in Chromium against the sandbox, signed in (Ava, licensed, so every route
 * opens), with an empty cache. Counted: every JavaScript and CSS response from
 * the navigation until the network is idle (Playwright's `networkidle`: no
 * request for 500 ms) after a heading of the page itself (in `main`) is visible (for the
 * per-route table, once the shell's socket has opened too: it starts 2 s after `load`); each body
 * gzipped at level 9 (what the size of a file is, whatever the server sent).
 * - The dashboard, the landing route after sign-in: ≤ {@link DASHBOARD_BUDGET_BYTES}
 *   (200 KB, issue #8's figure: 199.6 KB since the start-up code ships as one file; the
 *   README says what it is made of).
 * - Every route of §2: its own JS, i.e. what it loads beyond the shell (the
 *   files every route loads), ≤ {@link ROUTE_BUDGET_BYTES}.
 * `pnpm size` runs this alone and prints the tables; the test command runs it
 * with the end-to-end suite. The tables are also written to
 * `test-results/budget.txt`.
 */
const DASHBOARD_BUDGET_BYTES = 200 * 1000;
const ROUTE_BUDGET_BYTES = 120 * 1000;

interface Loaded {
  file: string;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Opens `path` in a fresh page with an empty cache and returns the JS/CSS it loaded until idle
 * (with `withSocket`, until idle once the shell's socket has opened too).
 */
async function measure(
  browser: Browser,
  storageState: Awaited<ReturnType<Page['context']>['storageState']>,
  path: string,
  { afterIdle, withSocket = false }: { afterIdle?: (page: Page) => Promise<void>; withSocket?: boolean } = {},
) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const pending: Promise<Loaded | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  // The shell starts its socket (a lazy chunk with socket.io-client) in the background 2 s after
  // `load`: for the per-route table it is waited for on every route, which makes it part of the
  // shell (the files every route loads) instead of the own JS of whichever routes were still busy
  // when it came. The dashboard's budget counts until idle, before it.
  const socket = withSocket ? page.waitForEvent('websocket', { timeout: 20_000 }) : null;
  await page.goto(path);
  // A heading of the page itself (e.g. "Client not found" for an id that is not the agent's):
  // the shell's `main` shows before the route's module has loaded.
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  if (socket) await socket;
  await page.waitForLoadState('networkidle');
  if (afterIdle) {
    await afterIdle(page);
    await page.waitForLoadState('networkidle');
  }
  const loaded = (await Promise.all(pending)).filter((l): l is Loaded => l !== null);
  await context.close();
  return loaded.sort((a, b) => b.gzip - a.gzip);
}

const total = (files: readonly Loaded[]) => files.reduce((sum, f) => sum + f.gzip, 0);

test('the dashboard loads ≤ 200 KB gzip of JS and CSS until idle; every route ≤ 120 KB beyond the shell', async ({ browser }) => {
  test.setTimeout(420_000);
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signIn(signInPage, DEMO.ava);
  const storageState = await signInContext.storageState();
  await signInContext.close();

  const lines: string[] = [];
  const dashboard = await measure(browser, storageState, routePaths.dashboard);
  lines.push('JS and CSS Chromium loads for /dashboard until idle (gzip, level 9):');
  for (const f of dashboard) lines.push(`  ${f.file.padEnd(56)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  lines.push(`  ${'total'.padEnd(56)} ${''.padStart(14)} ${kb(total(dashboard)).padStart(10)} gzip  (budget ${kb(DASHBOARD_BUDGET_BYTES)})`);
  // Printed, not budgeted: the dashboard widgets (issue #12) start a second after `load` at an
  // idle moment (their sparkline is an inline SVG drawn with them, issue #27) — what the page has loaded once
  // they all show.
  const withWidgets = await measure(browser, storageState, routePaths.dashboard, {
    afterIdle: async (page) => {
      await expect(page.getByTestId('earnings-trend').locator('svg path').first()).toBeAttached({ timeout: 20_000 });
    },
  });
  const later = withWidgets.filter((f) => !dashboard.some((d) => d.file === f.file));
  lines.push(`  then, once the widgets and their sparkline show: ${later.length} files more, ${kb(total(later))} gzip (${kb(total(withWidgets))} in all; not budgeted)`);
  for (const f of later.slice(0, 6)) lines.push(`    ${f.file.padEnd(54)} ${kb(f.gzip).padStart(10)} gzip`);

  // Two routes at a time, each in a context of its own: most of a measure is waiting (the socket's
  // 2 s start, 500 ms without a request), and what one context loads never reaches the other's count.
  const paths = Object.values(routePaths);
  const routes: { path: string; files: Loaded[] }[] = [];
  for (let i = 0; i < paths.length; i += 2) {
    routes.push(
      ...(await Promise.all(
        paths.slice(i, i + 2).map(async (path) => ({ path, files: await measure(browser, storageState, path.replace(':id', '1'), { withSocket: true }) })),
      )),
    );
  }
  const shell = routes
    .map((r) => new Set(r.files.map((f) => f.file)))
    .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
  const own = routes.map(({ path, files }) => ({ path, files: files.filter((f) => !shell.has(f.file)) }));
  const shellBytes = total(routes[0]!.files.filter((f) => shell.has(f.file)));
  lines.push('', `Per route, beyond the shell (${shell.size} files every route loads, ${kb(shellBytes)} gzip):`);
  for (const { path, files } of own) {
    const largest = files[0] ? `largest ${files[0].file} ${kb(files[0].gzip)}` : '';
    lines.push(`  ${path.padEnd(40)} ${String(files.length).padStart(3)} files ${kb(total(files)).padStart(10)} gzip  ${largest}`);
  }
  lines.push(`  budget per route: ${kb(ROUTE_BUDGET_BYTES)} gzip beyond the shell`);

  const report = lines.join('\n');
  console.log(report);
  writeFileSync(join(test.info().project.outputDir, 'budget.txt'), `${report}\n`);

  expect(total(dashboard), 'dashboard JS+CSS until idle (gzip)').toBeLessThanOrEqual(DASHBOARD_BUDGET_BYTES);
  for (const { path, files } of own) {
    expect(total(files), `${path}: JS+CSS beyond the shell (gzip)`).toBeLessThanOrEqual(ROUTE_BUDGET_BYTES);
  }
});
