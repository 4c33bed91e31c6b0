import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { dashboardTranslations } from './i18n/index.js';

/**
 * The dashboard feature (§2: `dashboard` is the landing page; a post-sign-in
 * redirect goes there): its route, guarded by the block check and open to every
 * agent whatever their licence, and the first item of the menu.
 */
export const dashboardFeature: PortalFeature = defineFeature({
  id: 'dashboard',
  routes: [{ path: routePaths.dashboard, lazy: () => import('./routes/DashboardRoute.js') }],
  menu: [{ id: 'dashboard', labelKey: 'dashboard:menu.dashboard', icon: DashboardOutlined, link: paths.dashboard, order: 10 }],
  translations: [dashboardTranslations],
});
