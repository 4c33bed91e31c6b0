import { paths, routePaths } from '@agent-portal/feature-api';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { expectFeatureWiring } from '@agent-portal/test-utils';
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

  it('loads every route lazily as a module with a Component and labels its menu in its own namespace (issue #30)', async () => {
    await expectFeatureWiring(reportsFeature);
  });
});
