import type { Page } from '@playwright/test';
import { gatewayGet } from './gateway';

/**
 * Every route of spec §2 under the authenticated root, as Ava (licensed, not blocked) opens it;
 * `:own` stands for the id of one of her support tickets (see {@link resolveOwnRoutes}).
 */
export const SPEC_ROUTES = [
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

/**
 * The paths to open for `routes` in the signed-in page: `:own` becomes the id of the agent's
 * newest support ticket (read from the gateway), and `only` (a comma-separated list of routes
 * as written in {@link SPEC_ROUTES}, e.g. from an env var) keeps just those.
 */
export async function resolveOwnRoutes(page: Page, routes: readonly string[], only?: string): Promise<string[]> {
  const ticketId = (await gatewayGet<{ data: Array<{ id: number }> }>(page, '/integration/v1/support/tickets?limit=1')).body.data[0]!.id;
  const keep = only?.split(',');
  return routes.filter((route) => !keep || keep.includes(route)).map((route) => route.replace(':own', String(ticketId)));
}

/**
 * Opens `path` inside the running portal, client-side as a menu link does (history push and a
 * popstate the router follows): no reload, no new boot. Resolves once the URL is `path`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
