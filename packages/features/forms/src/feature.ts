import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

/**
 * The forms feature (§2 `forms`, forms/policy-forms, forms/back-office, forms/compliance-forms,
 * `business-overview` (licensed, §6) and `compliance` (under Settings); issue #11): six lazy
 * route modules and their menu entries. The PDF viewer loads only on business-overview.
 */
export const formsFeature: PortalFeature = defineFeature({
  id: 'forms',
  routes: [
    { path: routePaths.forms, titleKey: 'pages.forms', licensed: false, lazy: () => import('./routes/FormsRoute.js') },
    { path: routePaths.policyForms, titleKey: 'pages.policyForms', licensed: false, lazy: () => import('./routes/PolicyFormsRoute.js') },
    { path: routePaths.backOffice, titleKey: 'pages.backOffice', licensed: false, lazy: () => import('./routes/BackOfficeRoute.js') },
    { path: routePaths.complianceForms, titleKey: 'pages.complianceForms', licensed: false, lazy: () => import('./routes/ComplianceFormsRoute.js') },
    { path: routePaths.businessOverview, titleKey: 'pages.businessOverview', licensed: true, lazy: () => import('./routes/BusinessOverviewRoute.js') },
    { path: routePaths.compliance, titleKey: 'pages.compliance', licensed: false, lazy: () => import('./routes/ComplianceRoute.js') },
  ],
  menu: [
    { id: 'forms', labelKey: 'menu.forms', icon: DescriptionOutlined, link: paths.forms, order: 40 },
    { id: 'policy-forms', labelKey: 'menu.policyForms', link: paths.policyForms, order: 10, parent: 'forms' },
    { id: 'back-office', labelKey: 'menu.backOffice', link: paths.backOffice, order: 20, parent: 'forms' },
    { id: 'compliance-forms', labelKey: 'menu.complianceForms', link: paths.complianceForms, order: 30, parent: 'forms' },
    { id: 'business-overview', labelKey: 'menu.businessOverview', icon: BusinessCenterOutlined, link: paths.businessOverview, licensed: true, order: 50 },
    { id: 'compliance', labelKey: 'menu.compliance', link: paths.compliance, order: 40, parent: 'settings' },
  ],
});
