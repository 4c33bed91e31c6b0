import { paths, routePaths } from '@agent-portal/feature-api';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { describe, expect, it } from 'vitest';
import { formsFeature } from './feature.js';

describe('formsFeature (spec §2 forms and its sub-routes, business-overview, compliance; §6; issue #11)', () => {
  it('declares the six routes with their title keys; only business-overview is for licensed agents', () => {
    expect(formsFeature.id).toBe('forms');
    expect(formsFeature.routes?.map(({ path, titleKey, licensed }) => ({ path, titleKey, licensed }))).toEqual([
      { path: routePaths.forms, titleKey: 'pages.forms', licensed: false },
      { path: routePaths.policyForms, titleKey: 'pages.policyForms', licensed: false },
      { path: routePaths.backOffice, titleKey: 'pages.backOffice', licensed: false },
      { path: routePaths.complianceForms, titleKey: 'pages.complianceForms', licensed: false },
      { path: routePaths.businessOverview, titleKey: 'pages.businessOverview', licensed: true },
      { path: routePaths.compliance, titleKey: 'pages.compliance', licensed: false },
    ]);
  });

  it('adds Forms with its three lists, Business Overview for licensed agents, and Compliance under Settings', () => {
    expect(formsFeature.menu).toEqual([
      { id: 'forms', labelKey: 'menu.forms', icon: DescriptionOutlined, link: paths.forms, order: 40 },
      { id: 'policy-forms', labelKey: 'menu.policyForms', link: paths.policyForms, order: 10, parent: 'forms' },
      { id: 'back-office', labelKey: 'menu.backOffice', link: paths.backOffice, order: 20, parent: 'forms' },
      { id: 'compliance-forms', labelKey: 'menu.complianceForms', link: paths.complianceForms, order: 30, parent: 'forms' },
      { id: 'business-overview', labelKey: 'menu.businessOverview', icon: BusinessCenterOutlined, link: paths.businessOverview, licensed: true, order: 50 },
      { id: 'compliance', labelKey: 'menu.compliance', link: paths.compliance, order: 40, parent: 'settings' },
    ]);
  });

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of formsFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });
});
