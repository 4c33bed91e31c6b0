import { expect, test, type Page, type Request, type Route, type TestInfo } from '@playwright/test';
import { DEMO } from '../support/env';
import { openInApp, resolveOwnRoutes, SPEC_ROUTES } from '../support/routes';
import { trackSocket } from '../support/admin';
import { signIn } from '../support/session';

// Issue #13 §5: faults on every route of spec §2, in Chromium. Every route is opened while the
// gateway answers 500 and while it is unreachable (offline); each time the
// page must say so — an inline error with a retry, or a toast — and never be blank or throw an
// uncaught error. Then each route recovers through its retries once the gateway is back. Routes
// are opened inside the running portal (as its menu does), so a pass costs no reload.
// The faults hit the gateway only (`/integration`, `/intercom`, `/sso`): the portal's own files
// stay loaded, as for an agent whose gateway fails while the portal is open.

const GATEWAY = /\/(integration|intercom|sso)\/v\d+\//;

// A gateway that times out is not a pass of its own: Chromium ends a timed-out connection
// (`route.abort('timedout')`, net::ERR_TIMED_OUT) exactly as an unreachable one — the same failed
// fetch reaches the portal, which sets no timeout of its own on gateway calls — so it proved
// nothing the offline pass does not, for ~30 s of CI. The retry of a GET after a network error is
// proved in api-client's unit tests (gatewayBaseQuery.test.ts).
type Fault = '500' | 'offline';
const FAULTS: Fault[] = ['500', 'offline'];

function inject(fault: Fault) {
  return (route: Route) => {
    // The session's own renewal is left alone: a failed renewal ends the session (spec §4).
    if (route.request().url().includes('/sign-in/stay-connected')) return route.continue();
    if (fault === '500') {
      return route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'The gateway failed (fault injected).' } });
    }
    return route.abort('internetdisconnected');
  };
}

/** What the agent sees of a failure: an alert in the page (with its retry) or a toast. */
const failureShown = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).first();
const retryButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Try again|Retry)$/ }).first();

/** The main region shows something (a heading, an alert, content): not blank. */
async function expectNotBlank(page: Page) {
  await expect(page.getByRole('main')).not.toBeEmpty();
}

/**
 * Runs the faults on each of `routes` in one signed-in page, without reloads (a failed call is
 * never cached, so every visit asks the gateway again): a pass with the gateway answering 500,
 * one timing out, one offline — each route must show its failure — then a pass where each
 * route opens still failing and recovers through its retries once the gateway is back.
 * @returns what went wrong, one line per route and fault.
 */
async function faultRoutes(page: Page, routes: readonly string[], testInfo: TestInfo): Promise<string[]> {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${page.url()}: uncaught ${error.message}`));
  await signIn(page, DEMO.ava);
  const paths = await resolveOwnRoutes(page, routes, process.env.FAULT_ROUTES);
  const problems: string[] = [];
  const shot = (path: string, what: string) => page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, '_')}-${what}.png`) });

  for (const fault of FAULTS) {
    await page.unrouteAll({ behavior: 'wait' });
    await page.route(GATEWAY, inject(fault));
    for (const path of paths) {
      // The page signed in on (the dashboard) holds its answers already: opening it again inside
      // the app would show them without asking the gateway, so it is reloaded under the fault.
      if (new URL(page.url()).pathname === path) await page.reload();
      else await openInApp(page, path);
      try {
        await expect(failureShown(page)).toBeVisible();
        await expectNotBlank(page);
      } catch {
        problems.push(`${path} (${fault}): no error shown`);
        await shot(path, fault);
      }
    }
  }

  // Recovery: each route opens while the gateway still fails, then it comes back and the agent
  // presses the page's retries (after a toast only, reloads).
  for (const path of paths) {
    await page.unrouteAll({ behavior: 'wait' });
    await page.route(GATEWAY, inject('500'));
    await openInApp(page, path);
    await expect(failureShown(page)).toBeVisible().catch(() => undefined);
    await page.unrouteAll({ behavior: 'wait' });
    try {
      if (!(await retryButton(page).isVisible())) await page.reload();
      await expect(async () => {
        if (await retryButton(page).isVisible()) await retryButton(page).click();
        await expect(retryButton(page)).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    } catch {
      problems.push(`${path}: did not recover`);
      await shot(path, 'recovery');
    }
  }
  return [...problems, ...uncaught];
}

// Two halves, so the two workers share the routes.
const HALF = Math.ceil(SPEC_ROUTES.length / 2);
for (const [name, routes] of [
  ['first half', SPEC_ROUTES.slice(0, HALF)],
  ['second half', SPEC_ROUTES.slice(HALF)],
] as const) {
  test(`every route shows a gateway failure — 500 or offline — and recovers when the gateway is back (${name})`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    expect(await faultRoutes(page, routes, testInfo)).toEqual([]);
  });
}

// The portal's own code cut off after the page loaded (a server restart, a dropped network, a
// new deployment): every chunk fetched after `load` fails — the socket's code, socket.io-client,
// the expiry modal's preload, the dashboard widgets. Nothing may throw uncaught; the dashboard
// still shows; once the files are back the socket's code is fetched again and the socket connects
// without a reload (issue #13 §5).
test('chunks cut off after load: no uncaught error, and the socket connects once they are back', async ({ page }) => {
  test.setTimeout(120_000);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`uncaught ${error.message}`));
  await signIn(page, DEMO.ava);
  await page.waitForLoadState('networkidle');

  let cut = false;
  let refused = 0;
  await page.route(/\/assets\/.+\.(js|css)$/, (route) => {
    if (!cut) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  const socket = trackSocket(page);
  page.once('load', () => {
    cut = true;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Past the socket's start (after load, at an idle moment) and the modal's preload (2 s).
  await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(6_000);
  expect(socket.welcomes()).toBe(0);
  await expectNotBlank(page);

  cut = false;
  await socket.waitForWelcome(1, 45_000);
  expect(uncaught).toEqual([]);
});
