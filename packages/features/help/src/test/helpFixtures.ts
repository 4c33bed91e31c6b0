import type { Announcement, Faq, TicketDetail } from '@agent-portal/api-client/wire';

// Fixtures of the help tests and stories, without MSW: stories import this file in the browser.

/** A ticket detail for tests and stories (plain text; ISO dates). */
export function makeTicket(id: number, overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id,
    ticket: `TCK-${String(id).padStart(6, '0')}`,
    subject: `Commission missing for policy TL-00000${id}`,
    category: 'COMMISSIONS',
    priority: 'NORMAL',
    status: 'OPEN',
    reply_count: 0,
    awaiting_agent: false,
    created_at: '2026-11-10T14:00:00.000Z',
    updated_at: '2026-11-12T09:30:00.000Z',
    description: 'The commission for this policy is not in my report.\n\nCould you check it?',
    attachments: [],
    replies: [],
    history: [{ from_status: null, to_status: 'OPEN', changed_by: 'AGENT', changed_at: '2026-11-10T14:00:00.000Z' }],
    ...overrides,
  };
}

/** A ticket waiting for the agent: support replied last. */
export const awaitingTicket = makeTicket(21, {
  status: 'IN_PROGRESS',
  reply_count: 1,
  awaiting_agent: true,
  attachments: [{ id: 3, file_name: 'statement.pdf', mime_type: 'application/pdf', size_bytes: 20480, created_at: '2026-11-10T14:00:00.000Z' }],
  replies: [{ id: 9, author: 'SUPPORT', author_name: 'Agent Support', message: 'Which pay cycle is it?', created_at: '2026-11-11T10:00:00.000Z' }],
  history: [
    { from_status: null, to_status: 'OPEN', changed_by: 'AGENT', changed_at: '2026-11-10T14:00:00.000Z' },
    { from_status: 'OPEN', to_status: 'IN_PROGRESS', changed_by: 'SUPPORT', changed_at: '2026-11-11T10:00:00.000Z' },
  ],
});

/** The FAQ of tests: two categories. */
export const faq: Faq = {
  count: 3,
  categories: [
    {
      key: 'PAYMENTS',
      title: 'Payments and invoices',
      questions: [
        { id: 1, question: 'When is the weekly pay cycle?', answer: 'From Tuesday to the following Monday.' },
        { id: 2, question: 'Why is my account blocked?', answer: 'Two failed CP_UTILIZATION invoices.\n\nPay them from your profile.' },
      ],
    },
    { key: 'LICENSING', title: 'Licensing', questions: [{ id: 3, question: 'How do I request my licence?', answer: 'Use Request licence on your profile (licénce review).' }] },
  ],
};

/** Announcements of tests, pinned first as the gateway orders them. */
export const announcements: Announcement[] = [
  { id: 2, title: 'Holiday payout schedule', body: 'Paid on Wednesday.\n\nAs usual otherwise.', published_at: '2026-11-15T12:00:00.000Z', pinned: true },
  { id: 1, title: 'Portal maintenance', body: '<img src=x onerror=alert(1)>', published_at: '2026-11-12T12:00:00.000Z', pinned: false },
];
