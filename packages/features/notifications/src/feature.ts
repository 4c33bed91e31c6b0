/**
 * The notifications feature for the portal shell (§2 `notification` page; the
 * bell is exported apart for the top bar). Guarded like every route: blocked
 * agents are sent to their profile, any licence may read notifications.
 */
export const notificationsFeature = {
  id: 'notifications',
  routes: [
    {
      path: 'notification',
      titleKey: 'pages.notification',
      lazy: () => import('./routes/NotificationRoute'),
    },
  ],
};
