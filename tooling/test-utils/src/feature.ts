import { i18n } from '@agent-portal/i18n';
import { matchPath } from 'react-router';
import { expect } from 'vitest';

/**
 * The parts of a `PortalFeature` (@agent-portal/feature-api) that {@link expectFeatureWiring}
 * checks, structurally (test-utils sits below feature-api's consumers and does not depend on it).
 */
export interface FeatureWiring {
  id: string;
  routes?: ReadonlyArray<{ path: string; licensed?: boolean; lazy: () => Promise<unknown> }>;
  menu?: ReadonlyArray<{ id: string; labelKey: string; link?: string; licensed?: boolean; order?: number; parent?: string }>;
  translations?: ReadonlyArray<{ namespace: string }>;
}

/**
 * The wiring every feature owes the shell (issue #30; ARCHITECTURE §1), checked in one place:
 * every route loads lazily as a module exporting its page as `Component`; every menu label is a
 * key of one of the feature's own namespaces (`'help:menu.help'`) that resolves to a text in the
 * registered English (its labels are bundled with the feature) and links to one of the feature's
 * routes, licensed only (spec §6) exactly when that route is. Call it from a feature's
 * `feature.test.ts` after the package's test setup registered its translations.
 * @throws an assertion error naming the route or menu item that is miswired.
 */
export async function expectFeatureWiring(feature: FeatureWiring): Promise<void> {
  for (const route of feature.routes ?? []) {
    const module = (await route.lazy()) as { Component?: unknown };
    expect(typeof module.Component, `${route.path} exports Component`).toBe('function');
  }
  const namespaces = (feature.translations ?? []).map((resource) => resource.namespace);
  for (const item of feature.menu ?? []) {
    const [namespace, key] = item.labelKey.split(':');
    expect(namespaces, `${item.id}'s label is in one of ${feature.id}'s namespaces`).toContain(namespace);
    expect(i18n.t(item.labelKey), `${item.id}'s label resolves`).not.toBe(key);
    if (item.link === undefined) continue;
    const route = feature.routes?.find(({ path }) => matchPath(path, item.link!));
    expect(route, `${item.id} links to one of ${feature.id}'s routes`).toBeDefined();
    expect(item.licensed ?? false, `${item.id} is for licensed agents as its route is`).toBe(route?.licensed ?? false);
  }
}

/**
 * A feature's routes by who may open them (spec §6), each list in declaration order: `licensed`, for
 * licensed agents only; `open`, for every agent. A feature test states the split in one expectation.
 * @returns the route paths, e.g. `{ licensed: ['/business-overview'], open: ['/forms', …] }`.
 */
export function routeAccess(feature: FeatureWiring): { licensed: string[]; open: string[] } {
  const routes = feature.routes ?? [];
  return { licensed: routes.filter((route) => route.licensed).map(({ path }) => path), open: routes.filter((route) => !route.licensed).map(({ path }) => path) };
}

/**
 * The menu a feature adds (spec §2): each parent — one of its own items or the shell's, e.g.
 * `settings` — with the ids of its children in the shell's order (`order`); a top-level item is a
 * parent too (`[]` when it has no children). An item for licensed agents only (§6) is `id (licensed)`.
 * @returns e.g. `{ forms: ['policy-forms', 'back-office', 'compliance-forms'], 'business-overview (licensed)': [], settings: ['compliance'] }`.
 */
export function menuTree(feature: FeatureWiring): Record<string, string[]> {
  const name = (item: { id: string; licensed?: boolean }) => (item.licensed ? `${item.id} (licensed)` : item.id);
  const items = [...(feature.menu ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const tree: Record<string, string[]> = {};
  for (const item of items.filter(({ parent }) => parent === undefined)) tree[name(item)] = [];
  for (const item of items.filter(({ parent }) => parent !== undefined)) {
    const parent = items.find(({ id }) => id === item.parent);
    (tree[parent ? name(parent) : item.parent!] ??= []).push(name(item));
  }
  return tree;
}
