/**
 * The dashboard feature for the portal shell (§2: `dashboard` is the landing page;
 * a post-sign-in redirect goes there). Guarded by the block check, open to every
 * agent whatever their licence.
 */
export const dashboardFeature = {
  id: 'dashboard',
  routes: [
    {
      path: 'dashboard',
      titleKey: 'menu.dashboard',
      lazy: () => import('./routes/DashboardRoute'),
    },
  ],
};
