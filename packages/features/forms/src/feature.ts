import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { formsTranslations } from './i18n/index.js';

/**
 * The forms feature (§2 `forms`, forms/policy-forms, forms/back-office, forms/compliance-forms,
 * `business-overview` (licensed, §6) and `compliance` (under Settings); issue #11): six lazy
 * route modules and their menu entries. The PDF viewer loads only on business-overview.
 */
export const formsFeature: PortalFeature = defineFeature({
  id: 'forms',
  routes: [
    { path: routePaths.forms, licensed: false, lazy: () => import('./routes/FormsRoute.js') },
    { path: routePaths.policyForms, licensed: false, lazy: () => import('./routes/PolicyFormsRoute.js') },
    { path: routePaths.backOffice, licensed: false, lazy: () => import('./routes/BackOfficeRoute.js') },
    { path: routePaths.complianceForms, licensed: false, lazy: () => import('./routes/ComplianceFormsRoute.js') },
    { path: routePaths.businessOverview, licensed: true, lazy: () => import('./routes/BusinessOverviewRoute.js') },
    { path: routePaths.compliance, licensed: false, lazy: () => import('./routes/ComplianceRoute.js') },
  ],
  menu: [
    { id: 'forms', labelKey: 'forms:menu.forms', icon: DescriptionOutlined, link: paths.forms, order: 40 },
    { id: 'policy-forms', labelKey: 'forms:menu.policyForms', link: paths.policyForms, order: 10, parent: 'forms' },
    { id: 'back-office', labelKey: 'forms:menu.backOffice', link: paths.backOffice, order: 20, parent: 'forms' },
    { id: 'compliance-forms', labelKey: 'forms:menu.complianceForms', link: paths.complianceForms, order: 30, parent: 'forms' },
    { id: 'business-overview', labelKey: 'forms:menu.businessOverview', icon: BusinessCenterOutlined, link: paths.businessOverview, licensed: true, order: 50 },
    { id: 'compliance', labelKey: 'forms:menu.compliance', link: paths.compliance, order: 40, parent: 'settings' },
  ],
  translations: [formsTranslations],
});
