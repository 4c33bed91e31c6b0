import { paths, routePaths } from '@agent-portal/feature-api';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { expectFeatureWiring } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { formsFeature } from './feature.js';

describe('formsFeature (spec §2 forms and its sub-routes, business-overview, compliance; §6; issue #11)', () => {
  it('declares the six routes; only business-overview is for licensed agents', () => {
    expect(formsFeature.id).toBe('forms');
    expect(formsFeature.routes?.map(({ path, licensed }) => ({ path, licensed }))).toEqual([
      { path: routePaths.forms, licensed: false },
      { path: routePaths.policyForms, licensed: false },
      { path: routePaths.backOffice, licensed: false },
      { path: routePaths.complianceForms, licensed: false },
      { path: routePaths.businessOverview, licensed: true },
      { path: routePaths.compliance, licensed: false },
    ]);
  });

  it('adds Forms with its three lists, Business Overview for licensed agents, and Compliance under Settings', () => {
    expect(formsFeature.menu).toEqual([
      { id: 'forms', labelKey: 'forms:menu.forms', icon: DescriptionOutlined, link: paths.forms, order: 40 },
      { id: 'policy-forms', labelKey: 'forms:menu.policyForms', link: paths.policyForms, order: 10, parent: 'forms' },
      { id: 'back-office', labelKey: 'forms:menu.backOffice', link: paths.backOffice, order: 20, parent: 'forms' },
      { id: 'compliance-forms', labelKey: 'forms:menu.complianceForms', link: paths.complianceForms, order: 30, parent: 'forms' },
      { id: 'business-overview', labelKey: 'forms:menu.businessOverview', icon: BusinessCenterOutlined, link: paths.businessOverview, licensed: true, order: 50 },
      { id: 'compliance', labelKey: 'forms:menu.compliance', link: paths.compliance, order: 40, parent: 'settings' },
    ]);
  });

  it('loads every route lazily as a module with a Component and labels its menu in its own namespace (issue #30)', async () => {
    await expectFeatureWiring(formsFeature);
  });
});
