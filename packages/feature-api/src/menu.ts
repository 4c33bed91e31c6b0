import type { MenuContribution, MenuIcon, PortalFeature, TopBarContribution } from './feature.js';

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

const toItem = (c: MenuContribution): MenuItem => ({
  id: c.id,
  labelKey: c.labelKey,
  ...(c.icon ? { icon: c.icon } : {}),
  link: c.link,
  licensed: c.licensed ?? false,
  order: c.order,
  subItems: [],
});

/**
 * Builds the portal menu from the features' contributions: top-level items by
 * `order`, each with the sub-items that name it as `parent`, by `order`.
 * @throws {Error} when two contributions share an id, or a sub-item names a
 *   parent no feature contributes (a wiring mistake, caught at start-up and in tests).
 */
export function buildMenu(features: readonly PortalFeature[]): MenuItem[] {
  const contributions = features.flatMap((f) => f.menu ?? []);
  const seen = new Set<string>();
  for (const c of contributions) {
    if (seen.has(c.id)) throw new Error(`Two menu items have the id "${c.id}".`);
    seen.add(c.id);
  }
  const top = contributions.filter((c) => !c.parent).sort(byOrder).map(toItem);
  const byId = new Map(top.map((item) => [item.id, item]));
  for (const c of [...contributions].filter((c) => c.parent).sort(byOrder)) {
    const parent = byId.get(c.parent!);
    if (!parent) throw new Error(`Menu item "${c.id}" names the parent "${c.parent}", which no feature contributes as a top-level item.`);
    parent.subItems.push(toItem(c));
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

/** Whether an agent may open an item: licensed-only items need a licensed contractor (§6). */
export function isMenuItemEnabled(item: Pick<MenuItem, 'licensed'>, isLicensed: boolean): boolean {
  return !item.licensed || isLicensed;
}

/** Whether the current path belongs to an item or one of its sub-items (`/reports/bonus` is under `/reports`). */
export function isMenuItemActive(item: Pick<MenuItem, 'link' | 'subItems'>, pathname: string): boolean {
  const matches = (link: string) => {
    const path = link.split(/[?#]/)[0]!;
    return pathname === path || pathname.startsWith(`${path}/`);
  };
  return matches(item.link) || item.subItems.some((s) => matches(s.link));
}
