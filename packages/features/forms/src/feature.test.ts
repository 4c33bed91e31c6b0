import { routePaths } from '@agent-portal/feature-api';
import { expectFeatureWiring, menuTree, routeAccess } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { formsFeature } from './feature.js';

describe('formsFeature (spec §2 forms and its sub-routes, business-overview, compliance; §6; issue #11)', () => {
  it('declares the six routes; only business-overview is for licensed agents', () => {
    expect(routeAccess(formsFeature)).toEqual({
      licensed: [routePaths.businessOverview],
      open: [routePaths.forms, routePaths.policyForms, routePaths.backOffice, routePaths.complianceForms, routePaths.compliance],
    });
  });

  it('adds Forms with its three lists, Business Overview for licensed agents, and Compliance under Settings', () => {
    expect(menuTree(formsFeature)).toEqual({ forms: ['policy-forms', 'back-office', 'compliance-forms'], 'business-overview (licensed)': [], settings: ['compliance'] });
  });

  it('loads every route lazily as a module with a Component, labels its menu in its own namespace and links it to its routes (issue #30)', async () => {
    await expectFeatureWiring(formsFeature);
  });
});
