import { paths, routePaths } from '@agent-portal/feature-api';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { i18n } from '@agent-portal/i18n';
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

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of formsFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });

  it('labels its menu items in its own namespace, bundled with the feature (issue #30)', () => {
    expect(formsFeature.translations?.map((resource) => resource.namespace)).toContain('forms');
    for (const item of formsFeature.menu ?? []) {
      expect(item.labelKey.startsWith('forms:'), item.id).toBe(true);
      expect(i18n.t(item.labelKey), item.id).not.toBe(item.labelKey.slice('forms:'.length));
    }
  });
});
