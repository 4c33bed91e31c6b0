/**
 * The English menu and page labels of the `help` namespace: what the shell shows before any of the
 * feature's code has loaded. They travel with the feature object (its `translations`); `en.ts`
 * spreads them, so every language file has them (`menu.*`, `pages.*`; issue #30).
 */
export const labels = {
  menu: {
    help: 'Help',
    faq: 'FAQ',
    supportTickets: 'Support Tickets',
    announcements: 'Announcements',
  },
} as const;
