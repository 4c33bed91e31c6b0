import { expect, test, type Page, type Request, type Route, type TestInfo } from '@playwright/test';
import { DEMO } from '../support/env';
import { gatewayGet } from '../support/gateway';
import { signIn } from '../support/session';

// Issue #13 §5: faults on every route of spec §2, in Chromium. Every route is opened while the
// gateway answers 500, while it times out, and while it is unreachable (offline); each time the
// page must say so — an inline error with a retry, or a toast — and never be blank or throw an
// uncaught error. Then each route recovers through its retries once the gateway is back. Routes
// are opened inside the running portal (as its menu does), so a pass costs no reload.
// The faults hit the gateway only (`/integration`, `/intercom`, `/sso`): the portal's own files
// stay loaded, as for an agent whose gateway fails while the portal is open.

/** Every route of spec §2 under the authenticated root, as Ava (licensed, not blocked) opens it. */
const ROUTES = [
  '/dashboard',
  '/my-clients',
  '/my-clients/74',
  '/my-team',
  '/my-team/team-hierarchy',
  '/my-team/team-hierarchy/upline',
  '/my-profile',
  '/account-setting',
  '/promotion',
  '/recurring-payment',
  '/reports',
  '/reports/payments',
  '/reports/commissions',
  '/reports/bonus',
  '/forms',
  '/forms/policy-forms',
  '/forms/back-office',
  '/forms/compliance-forms',
  '/help',
  '/help/faq',
  '/help/generate-ticket',
  '/help/generate-ticket/:own',
  '/help/announcements',
  '/business-overview',
  '/compliance',
  '/notification',
] as const;

const GATEWAY = /\/(integration|intercom|sso)\/v\d+\//;

type Fault = '500' | 'timeout' | 'offline';
const FAULTS: Fault[] = ['500', 'timeout', 'offline'];

function inject(fault: Fault) {
  return (route: Route) => {
    // The session's own renewal is left alone: a failed renewal ends the session (spec §4).
    if (route.request().url().includes('/sign-in/stay-connected')) return route.continue();
    if (fault === '500') {
      return route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'The gateway failed (fault injected).' } });
    }
    return route.abort(fault === 'timeout' ? 'timedout' : 'internetdisconnected');
  };
}

/** What the agent sees of a failure: an alert in the page (with its retry) or a toast. */
const failureShown = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).first();
const retryButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Try again|Retry)$/ }).first();

/** Opens `path` inside the running portal (client-side, as a menu link does): no reload, no new boot. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

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
  const ticketId = (await gatewayGet<{ data: Array<{ id: number }> }>(page, '/integration/v1/support/tickets?limit=1')).body.data[0]!.id;
  const only = process.env.FAULT_ROUTES?.split(',');
  const paths = routes.filter((route) => !only || only.includes(route)).map((route) => route.replace(':own', String(ticketId)));
  const problems: string[] = [];
  const shot = (path: string, what: string) => page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, '_')}-${what}.png`) });

  for (const fault of FAULTS) {
    await page.unrouteAll({ behavior: 'wait' });
    await page.route(GATEWAY, inject(fault));
    for (const path of paths) {
      await openInApp(page, path);
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
const HALF = Math.ceil(ROUTES.length / 2);
for (const [name, routes] of [
  ['first half', ROUTES.slice(0, HALF)],
  ['second half', ROUTES.slice(HALF)],
] as const) {
  test(`every route shows a gateway failure — 500, timeout, offline — and recovers when the gateway is back (${name})`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    expect(await faultRoutes(page, routes, testInfo)).toEqual([]);
  });
}
