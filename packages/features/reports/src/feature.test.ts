import { paths, routePaths } from '@agent-portal/feature-api';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { describe, expect, it } from 'vitest';
import { reportsFeature } from './feature.js';

describe('reportsFeature (spec §2 reports, issue #9)', () => {
  it('declares the four routes with their title keys, open to every licence', () => {
    expect(reportsFeature.id).toBe('reports');
    expect(reportsFeature.routes?.map(({ path, titleKey, licensed }) => ({ path, titleKey, licensed }))).toEqual([
      { path: routePaths.reports, titleKey: 'pages.reports', licensed: false },
      { path: routePaths.reportPayments, titleKey: 'pages.payments', licensed: false },
      { path: routePaths.reportCommissions, titleKey: 'pages.commissions', licensed: false },
      { path: routePaths.reportBonus, titleKey: 'pages.bonus', licensed: false },
    ]);
  });

  it('adds Reports to the menu with Payments, Commissions and Bonus under it', () => {
    expect(reportsFeature.menu).toEqual([
      { id: 'reports', labelKey: 'menu.reports', icon: AssessmentOutlined, link: paths.reports, order: 60 },
      { id: 'payments', labelKey: 'menu.payments', link: paths.reportPayments, order: 10, parent: 'reports' },
      { id: 'commissions', labelKey: 'menu.commissions', link: paths.reportCommissions, order: 20, parent: 'reports' },
      { id: 'bonus', labelKey: 'menu.bonus', link: paths.reportBonus, order: 30, parent: 'reports' },
    ]);
  });

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of reportsFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });
});
