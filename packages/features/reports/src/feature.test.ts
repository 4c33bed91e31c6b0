import { paths, routePaths } from '@agent-portal/feature-api';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { i18n } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { reportsFeature } from './feature.js';

describe('reportsFeature (spec §2 reports, issue #9)', () => {
  it('declares the four routes, open to every licence', () => {
    expect(reportsFeature.id).toBe('reports');
    expect(reportsFeature.routes?.map(({ path, licensed }) => ({ path, licensed }))).toEqual([
      { path: routePaths.reports, licensed: false },
      { path: routePaths.reportPayments, licensed: false },
      { path: routePaths.reportCommissions, licensed: false },
      { path: routePaths.reportBonus, licensed: false },
    ]);
  });

  it('adds Reports to the menu with Payments, Commissions and Bonus under it', () => {
    expect(reportsFeature.menu).toEqual([
      { id: 'reports', labelKey: 'reports:menu.reports', icon: AssessmentOutlined, link: paths.reports, order: 60 },
      { id: 'payments', labelKey: 'reports:menu.payments', link: paths.reportPayments, order: 10, parent: 'reports' },
      { id: 'commissions', labelKey: 'reports:menu.commissions', link: paths.reportCommissions, order: 20, parent: 'reports' },
      { id: 'bonus', labelKey: 'reports:menu.bonus', link: paths.reportBonus, order: 30, parent: 'reports' },
    ]);
  });

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of reportsFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });

  it('labels its menu items in its own namespace, bundled with the feature (issue #30)', () => {
    expect(reportsFeature.translations?.map((resource) => resource.namespace)).toContain('reports');
    for (const item of reportsFeature.menu ?? []) {
      expect(item.labelKey.startsWith('reports:'), item.id).toBe(true);
      expect(i18n.t(item.labelKey), item.id).not.toBe(item.labelKey.slice('reports:'.length));
    }
  });
});
