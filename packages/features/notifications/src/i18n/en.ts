import { labels } from './labels.js';

/** English texts of the `notifications` namespace (the bell menu and the notification page, issue #3). */
export const en = {
  ...labels,
  page: {
    title: 'Notifications',
    subtitle: 'Payments, promotions, tickets and announcements, newest first.',
  },
  columns: {
    serial: 'S.No',
    subject: 'Subject',
    body: 'Body',
    createdAt: 'Created At',
  },
  unseen: 'Unseen',
  empty: 'No notifications yet',
  emptyHint: 'Payments, promotions, tickets and announcements will show up here.',
  loadError: 'The notifications could not be loaded.',
  // The page's pager keeps its own wording (e2e relies on it); its other texts are ui-kit's `uiKit:pagination.*`.
  pagination: 'Notification pages',
  goToPage: 'Page {{page}}',
  markAllSeen: 'Mark all as seen',
  markedAllSeen: 'All notifications are marked as seen.',
  viewAll: 'View all notifications',
  menuTitle: 'Notifications',
  menuEmpty: 'You are all caught up.',
  unseenCount: '{{count}} unseen',
  openHint: 'Open: marks it as seen and follows its link',
  external: {
    title: 'Leave Agent Portal?',
    text: 'This notification links to another website: {{host}}. It opens in a new tab.',
    open: 'Open in new tab',
    cancel: 'Stay here',
  },
  unsafeLink: 'This notification has a link that cannot be opened.',
};
