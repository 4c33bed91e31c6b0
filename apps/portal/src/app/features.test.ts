import { buildMenu, routePaths } from '@agent-portal/feature-api';
import { describe, expect, it } from 'vitest';
import { features } from './features';
import { buildRoutes } from './router';

describe('the composed features (spec §2)', () => {
  const routes = features.flatMap((f) => f.routes ?? []);

  it('route every page of §2 exactly once (access-denied is the shell’s own)', () => {
    const declared = routes.map((r) => r.path).sort();
    const expected = Object.values(routePaths)
      .filter((p) => p !== routePaths.accessDenied)
      .sort();
    expect(declared).toEqual(expected);
  });

  it('guard the licensed-only routes (§6) and spare my-profile the block check (§2, §4)', () => {
    expect(routes.filter((r) => r.licensed).map((r) => r.path).sort()).toEqual(
      [routePaths.businessOverview, routePaths.clientDetail, routePaths.myClients, routePaths.promotion].sort(),
    );
    expect(routes.filter((r) => r.blockCheck === false).map((r) => r.path)).toEqual([routePaths.myProfile]);
  });

  it('build the menu in the order of §2, licensed items flagged, sub-items under their parents', () => {
    const menu = buildMenu(features);
    expect(menu.map((i) => i.id)).toEqual([
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

  it('register the search and the bell in the top bar through their features', () => {
    expect(features.flatMap((f) => f.topBar ?? []).map((c) => c.id).sort()).toEqual(['notifications', 'search']);
  });

  it('refuse two features declaring the same route', () => {
    const lazy = async () => ({ Component: () => null });
    expect(() => buildRoutes([{ id: 'a', routes: [{ path: '/x', lazy }] }, { id: 'b', routes: [{ path: '/x', lazy }] }])).toThrow('Two features declare the route /x.');
  });
});
