import { buildMenu, routePaths } from '@agent-portal/feature-api';
import { i18n, SUPPORTED_LANGUAGES } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { features } from './portalFeatures';
import { buildRoutes } from './router';

describe('the composed features (spec §2)', () => {
  const routes = features.flatMap((f) => f.routes ?? []);

  it('route every page of §2 exactly once (access-denied is the shell’s own; a feature may add its own pages)', () => {
    const declared = routes.map((r) => r.path);
    for (const path of Object.values(routePaths).filter((p) => p !== routePaths.accessDenied)) {
      expect(declared.filter((p) => p === path), path).toHaveLength(1);
    }
  });

  it('guard the licensed-only routes (§6) and spare my-profile the block check (§2, §4)', () => {
    expect(routes.filter((r) => r.licensed).map((r) => r.path).sort()).toEqual(
      [routePaths.businessOverview, routePaths.clientDetail, routePaths.myClients, routePaths.promotion].sort(),
    );
    expect(routes.filter((r) => r.blockCheck === false).map((r) => r.path)).toEqual([routePaths.myProfile]);
  });

  it('build the menu in the order of §2, licensed items flagged, sub-items under their parents', () => {
    const menu = buildMenu(features);
    const spec = new Set(['dashboard', 'team', 'clients', 'forms', 'business-overview', 'reports', 'request-promotion', 'help', 'settings']);
    expect(menu.map((i) => i.id).filter((id) => spec.has(id))).toEqual([
      'dashboard',
      'team',
      'clients',
      'forms',
      'business-overview',
      'reports',
      'request-promotion',
      'help',
      'settings',
    ]);
    expect(menu.filter((i) => i.licensed).map((i) => i.id)).toEqual(['clients', 'business-overview', 'request-promotion']);
    const settings = menu.find((i) => i.id === 'settings')!;
    expect(settings.subItems.map((i) => i.link)).toEqual(['/my-profile', '/account-setting', '/recurring-payment', '/compliance', '/notification']);
  });

  it('label every menu item from its own feature’s namespace, in every language (issue #30)', async () => {
    const menu = buildMenu(features).flatMap((item) => [item, ...item.subItems]);
    for (const feature of features) {
      const namespaces = (feature.translations ?? []).map((resource) => resource.namespace);
      for (const item of feature.menu ?? []) expect(namespaces, item.id).toContain(item.labelKey.split(':')[0]);
    }
    for (const { code } of SUPPORTED_LANGUAGES) {
      await i18n.loadLanguages(code);
      const t = i18n.getFixedT(code);
      for (const item of menu) expect(t(item.labelKey), `${code} ${item.id}`).not.toMatch(/^menu\./);
    }
  });

  it('register the search and the bell in the top bar through their features', () => {
    expect(features.flatMap((f) => f.topBar ?? []).map((c) => c.id).sort()).toEqual(['notifications', 'search']);
  });

  it('refuse two features declaring the same route', () => {
    const lazy = async () => ({ Component: () => null });
    expect(() => buildRoutes([{ id: 'a', routes: [{ path: '/x', lazy }] }, { id: 'b', routes: [{ path: '/x', lazy }] }])).toThrow('Two features declare the route /x.');
  });
});
