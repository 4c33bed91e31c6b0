import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { reportsTranslations } from './i18n/index.js';

/**
 * The reports feature (§2 `reports` with reports/payments, reports/commissions and
 * reports/bonus; issue #9): four lazy route modules, guarded like every route (blocked
 * agents are sent to their profile; any licence may read its own money), and the Reports
 * menu entry with its three sub-items.
 */
export const reportsFeature: PortalFeature = defineFeature({
  id: 'reports',
  routes: [
    { path: routePaths.reports, licensed: false, lazy: () => import('./routes/ReportsRoute.js') },
    { path: routePaths.reportPayments, licensed: false, lazy: () => import('./routes/PaymentsRoute.js') },
    { path: routePaths.reportCommissions, licensed: false, lazy: () => import('./routes/CommissionsRoute.js') },
    { path: routePaths.reportBonus, licensed: false, lazy: () => import('./routes/BonusRoute.js') },
  ],
  menu: [
    { id: 'reports', labelKey: 'reports:menu.reports', icon: AssessmentOutlined, link: paths.reports, order: 60 },
    { id: 'payments', labelKey: 'reports:menu.payments', link: paths.reportPayments, order: 10, parent: 'reports' },
    { id: 'commissions', labelKey: 'reports:menu.commissions', link: paths.reportCommissions, order: 20, parent: 'reports' },
    { id: 'bonus', labelKey: 'reports:menu.bonus', link: paths.reportBonus, order: 30, parent: 'reports' },
  ],
  translations: [reportsTranslations],
});
