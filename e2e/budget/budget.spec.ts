import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePaths } from '@agent-portal/feature-api';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { signIn } from '../support/session';

/**
 * The JS budgets, measured where the user meets them: the built portal in Chromium against the
 * sandbox, signed in (Ava, licensed, so every route opens), with an empty cache; each JavaScript
 * and CSS body gzipped at level 9 (what the size of a file is, whatever the server sent).
 * - The dashboard, the landing route after sign-in, **complete** (issue #27): everything loaded
 *   from the navigation until every widget shows its data (the `performance.mark`
 *   `agent-portal:dashboard-complete`) and the shell's socket is open, then until the network is
 *   idle: ≤ {@link DASHBOARD_BUDGET_BYTES} (250 KB). It replaces issue #8's "until idle" count,
 *   which a page could meet by starting its content later. The time of the mark, *dashboard
 *   complete* (ms since navigation start, no throttling), is printed, not budgeted (a benchmark).
 * - Every route of §2: its own JS, i.e. what it loads beyond the shell (the files every route
 *   loads) once its heading shows and the socket is open, ≤ {@link ROUTE_BUDGET_BYTES}.
 * `pnpm size` runs this alone and prints the tables; the test command runs it
 * with the end-to-end suite. The tables are also written to
 * `test-results/budget.txt`.
 */
const DASHBOARD_BUDGET_BYTES = 250 * 1000;
/** The dashboard widgets' mark (`packages/features/dashboard/src/widgets/widgetData.ts`). */
const DASHBOARD_COMPLETE_MARK = 'agent-portal:dashboard-complete';
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
  { withSocket = false, complete = false }: { withSocket?: boolean; complete?: boolean } = {},
): Promise<{ files: Loaded[]; completeMs: number | null }> {
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
  // `load`: it is waited for on every route, which makes it part of the shell (the files every route
  // loads) instead of the own JS of whichever routes were still busy when it came, and part of the
  // complete dashboard (issue #27: "the socket included").
  const socket = withSocket ? page.waitForEvent('websocket', { timeout: 20_000 }) : null;
  // A dedicated worker's script (the start-up's Intl warm-up) is not always reported as a page
  // response by Chromium: counted from the worker itself when it was missed, so the shell's files
  // do not depend on that timing (a missed 0.2 KB file once moved every route past its budget).
  const workers = new Set<string>();
  page.on('worker', (worker) => workers.add(worker.url()));
  await page.goto(path);
  // A heading of the page itself (e.g. "Client not found" for an id that is not the agent's):
  // the shell's `main` shows before the route's module has loaded.
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  let completeMs: number | null = null;
  if (complete) {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DASHBOARD_COMPLETE_MARK, { timeout: 20_000 });
    completeMs = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, DASHBOARD_COMPLETE_MARK);
  }
  if (socket) await socket;
  await page.waitForLoadState('networkidle');
  const loaded = (await Promise.all(pending)).filter((l): l is Loaded => l !== null);
  for (const url of workers) {
    const file = new URL(url).pathname;
    if (loaded.some((l) => l.file === file)) continue;
    const body = await (await context.request.get(url)).body();
    loaded.push({ file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  await context.close();
  return { files: loaded.sort((a, b) => b.gzip - a.gzip), completeMs };
}

const total = (files: readonly Loaded[]) => files.reduce((sum, f) => sum + f.gzip, 0);

test('the complete dashboard loads ≤ 250 KB gzip of JS and CSS; every route ≤ 120 KB beyond the shell', async ({ browser }) => {
  test.setTimeout(420_000);
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signIn(signInPage, DEMO.ava);
  const storageState = await signInContext.storageState();
  await signInContext.close();

  const lines: string[] = [];
  const { files: dashboard, completeMs } = await measure(browser, storageState, routePaths.dashboard, { complete: true, withSocket: true });
  lines.push('JS and CSS Chromium loads for the complete /dashboard (every widget shows its data, socket open; gzip, level 9):');
  for (const f of dashboard) lines.push(`  ${f.file.padEnd(56)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  lines.push(`  ${'total'.padEnd(56)} ${''.padStart(14)} ${kb(total(dashboard)).padStart(10)} gzip  (budget ${kb(DASHBOARD_BUDGET_BYTES)})`);
  lines.push(`  dashboard complete: ${Math.round(completeMs!)} ms after navigation start (no throttling; printed, not budgeted)`);

  // Two routes at a time, each in a context of its own: most of a measure is waiting (the socket's
  // 2 s start, 500 ms without a request), and what one context loads never reaches the other's count.
  const paths = Object.values(routePaths);
  const routes: { path: string; files: Loaded[] }[] = [];
  for (let i = 0; i < paths.length; i += 2) {
    routes.push(
      ...(await Promise.all(
        paths.slice(i, i + 2).map(async (path) => ({
          path,
          files: (await measure(browser, storageState, path.replace(':id', '1'), { withSocket: true })).files,
        })),
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
    // BUDGET_DETAIL=1 lists every file of each route beyond the shell (to find what to trim).
    if (process.env.BUDGET_DETAIL === '1') for (const f of files) lines.push(`      ${f.file.padEnd(52)} ${kb(f.gzip).padStart(10)} gzip`);
  }
  lines.push(`  budget per route: ${kb(ROUTE_BUDGET_BYTES)} gzip beyond the shell`);

  const report = lines.join('\n');
  console.log(report);
  writeFileSync(join(test.info().project.outputDir, 'budget.txt'), `${report}\n`);

  expect(total(dashboard), 'complete dashboard JS+CSS (gzip)').toBeLessThanOrEqual(DASHBOARD_BUDGET_BYTES);
  for (const { path, files } of own) {
    expect(total(files), `${path}: JS+CSS beyond the shell (gzip)`).toBeLessThanOrEqual(ROUTE_BUDGET_BYTES);
  }
});
