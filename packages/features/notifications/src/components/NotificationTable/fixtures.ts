import type { Notification } from '@agent-portal/api-client/wire';

/** Sample notifications (test and story fixture), newest first; the first three unseen. */
export const sampleNotifications: Notification[] = Array.from({ length: 10 }, (_, i) => ({
  id: 100 - i,
  user_id: 12,
  subject: ['Commission payment deposited', 'Ticket #3 updated', 'New announcement', 'Bonus credited'][i % 4]!,
  body: ['Your commission payment of $1,240.00 was deposited.', 'Support changed the status of your ticket #3 to "Resolved".', 'Portal maintenance on Sunday 02:00–04:00 UTC', 'A production bonus of $310.50 was credited to your account.'][i % 4]!,
  href: ['/reports/payments', '/help/generate-ticket/3', '/help/announcements', '/reports/bonus'][i % 4]!,
  reference: { seen: i >= 3 },
  created_at: new Date(Date.UTC(2026, 10, 20 - i, 10, 0)).toISOString(),
}));
