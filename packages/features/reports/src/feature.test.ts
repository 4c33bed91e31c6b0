import { routePaths } from '@agent-portal/feature-api';
import { expectFeatureWiring, menuTree, routeAccess } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { reportsFeature } from './feature.js';

describe('reportsFeature (spec §2 reports, issue #9)', () => {
  it('declares the four routes, open to every licence', () => {
    expect(routeAccess(reportsFeature)).toEqual({ licensed: [], open: [routePaths.reports, routePaths.reportPayments, routePaths.reportCommissions, routePaths.reportBonus] });
  });

  it('adds Reports to the menu with Payments, Commissions and Bonus under it', () => {
    expect(menuTree(reportsFeature)).toEqual({ reports: ['payments', 'commissions', 'bonus'] });
  });

  it('loads every route lazily as a module with a Component, labels its menu in its own namespace and links it to its routes (issue #30)', async () => {
    await expectFeatureWiring(reportsFeature);
  });
});
