import type { MenuContribution, MenuIcon, PortalFeature, PortalFeatureRoute, TopBarContribution } from './feature.js';

/** Above this many sub-items a sub-menu is laid out in three columns (spec §2 Menu, §9). */
export const THREE_COLUMN_THRESHOLD = 11;

/** One item of the composed menu (spec §2 Menu): a top-level item with its sub-items, in order. */
export interface MenuItem {
  id: string;
  labelKey: string;
  icon?: MenuIcon;
  link: string;
  /** Only licensed contractors may open it (§6). */
  licensed: boolean;
  /**
   * The route guard sends a blocked agent away from its link (§4): the `blockCheck` of the
   * feature route its link leads to (`true` when no route matches, the guard's default).
   * Only My Profile's is `false`.
   */
  blockCheck: boolean;
  order: number;
  /** Sub-items, ascending by `order`; empty for a plain link. */
  subItems: MenuItem[];
}

/**
 * Ascending by `order`, ties by id in code-unit order. Not `localeCompare`: ids are ASCII, and
 * the first `localeCompare` of a page loads the ICU collator — 14 ms of the dashboard's boot
 * on this machine (issue #8, CPU profile of the first load).
 */
const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether a route pattern (`/my-clients/:id`) matches a path (`/my-clients/42`). */
const matchesRoute = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') ? got[i] !== '' : part === got[i]);
};

/**
 * The `blockCheck` of the route a link leads to (path without query or fragment), as the shell's
 * `RouteGuard` gets it: the route's own flag, `true` by default and for a link no route matches.
 */
const blockCheckOf = (link: string, routes: readonly PortalFeatureRoute[]): boolean => {
  const path = link.split(/[?#]/)[0]!;
  return routes.find((r) => matchesRoute(r.path, path))?.blockCheck ?? true;
};

const toItem = (c: MenuContribution, routes: readonly PortalFeatureRoute[]): MenuItem => ({
  id: c.id,
  labelKey: c.labelKey,
  ...(c.icon ? { icon: c.icon } : {}),
  link: c.link,
  licensed: c.licensed ?? false,
  blockCheck: blockCheckOf(c.link, routes),
  order: c.order,
  subItems: [],
});

/**
 * Builds the portal menu from the features' contributions: top-level items by
 * `order`, each with the sub-items that name it as `parent`, by `order`. Each item's
 * `blockCheck` is the one of the feature route its link leads to.
 * @throws {Error} when two contributions share an id, or a sub-item names a
 *   parent no feature contributes (a wiring mistake, caught at start-up and in tests).
 */
export function buildMenu(features: readonly PortalFeature[]): MenuItem[] {
  const contributions = features.flatMap((f) => f.menu ?? []);
  const routes = features.flatMap((f) => f.routes ?? []);
  const seen = new Set<string>();
  for (const c of contributions) {
    if (seen.has(c.id)) throw new Error(`Two menu items have the id "${c.id}".`);
    seen.add(c.id);
  }
  const top = contributions.filter((c) => !c.parent).sort(byOrder).map((c) => toItem(c, routes));
  const byId = new Map(top.map((item) => [item.id, item]));
  for (const c of [...contributions].filter((c) => c.parent).sort(byOrder)) {
    const parent = byId.get(c.parent!);
    if (!parent) throw new Error(`Menu item "${c.id}" names the parent "${c.parent}", which no feature contributes as a top-level item.`);
    parent.subItems.push(toItem(c, routes));
  }
  return top;
}

/**
 * The top-bar controls of the features, left to right.
 * @throws {Error} when two contributions share an id.
 */
export function buildTopBar(features: readonly PortalFeature[]): TopBarContribution[] {
  const items = features.flatMap((f) => f.topBar ?? []);
  const ids = new Set(items.map((i) => i.id));
  if (ids.size !== items.length) throw new Error('Two top-bar items share an id.');
  return [...items].sort(byOrder);
}

/** The part of a {@link MenuItem} its access depends on; `blockCheck` defaults to `true` (the guard's default). */
export type MenuItemAccessFields = Pick<MenuItem, 'licensed'> & {
  blockCheck?: boolean;
  subItems?: readonly MenuItemAccessFields[];
};

/**
 * Why an agent may not open an item, or `null` when they may. The route guard's rules, in its
 * order (blocked wins over unlicensed):
 * - `'blocked'`: the agent is blocked (§4) and the guard would send them back from the item's link
 *   (`blockCheck`); an item with sub-items is open while any of its sub-items is (Settings holds
 *   My Profile);
 * - `'unlicensed'`: a licensed-only item (§6) and the agent is not a licensed contractor.
 * @param isLicensed - the agent is a licensed contractor (unknown counts as not).
 * @param isBlocked - the agent is blocked (two latest CP_UTILIZATION invoices FAILED). Default `false`.
 */
export function menuItemDisabledReason(item: MenuItemAccessFields, isLicensed: boolean, isBlocked = false): 'blocked' | 'unlicensed' | null {
  if (isBlocked && !openWhenBlocked(item)) return 'blocked';
  if (item.licensed && !isLicensed) return 'unlicensed';
  return null;
}

const openWhenBlocked = (item: MenuItemAccessFields): boolean =>
  item.subItems && item.subItems.length > 0 ? item.subItems.some(openWhenBlocked) : item.blockCheck === false;

/**
 * Whether an agent may open an item: licensed-only items need a licensed contractor (§6); a
 * blocked agent opens only what the route guard lets through (§4). See {@link menuItemDisabledReason}.
 * @param isBlocked - default `false`.
 */
export function isMenuItemEnabled(item: MenuItemAccessFields, isLicensed: boolean, isBlocked = false): boolean {
  return menuItemDisabledReason(item, isLicensed, isBlocked) === null;
}

/** Whether the current path belongs to an item or one of its sub-items (`/reports/bonus` is under `/reports`). */
export function isMenuItemActive(item: Pick<MenuItem, 'link' | 'subItems'>, pathname: string): boolean {
  const matches = (link: string) => {
    const path = link.split(/[?#]/)[0]!;
    return pathname === path || pathname.startsWith(`${path}/`);
  };
  return matches(item.link) || item.subItems.some((s) => matches(s.link));
}
