import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import { NotificationBell } from './components/NotificationBell/NotificationBell.js';
import { notificationsTranslations } from './i18n/index.js';

/**
 * The notifications feature (§2 `notification` page, the bell): the page (guarded
 * like every route: blocked agents are sent to their profile, any licence may read
 * notifications), its entry under Settings, and the bell in the top bar.
 */
export const notificationsFeature: PortalFeature = defineFeature({
  id: 'notifications',
  routes: [{ path: routePaths.notification, lazy: () => import('./routes/NotificationRoute.js') }],
  menu: [{ id: 'notifications', labelKey: 'notifications:menu.notifications', link: paths.notification, order: 50, parent: 'settings' }],
  topBar: [{ id: 'notifications', order: 20, Component: NotificationBell }],
  translations: [notificationsTranslations],
});
