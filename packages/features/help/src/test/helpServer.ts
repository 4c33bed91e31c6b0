import type { TicketDetail, TicketSummary } from '@agent-portal/api-client/wire';
import { server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { announcements, awaitingTicket, faq, makeTicket } from './helpFixtures.js';

export { announcements, awaitingTicket, faq, makeTicket } from './helpFixtures.js';

/** Base URL of the integration v1 endpoints in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;

const summary = ({ description: _d, attachments: _a, replies: _r, history: _h, ...rest }: TicketDetail): TicketSummary => rest;

/** What the served endpoints received. */
export interface HelpApiLog {
  lists: URLSearchParams[];
  created: FormData[];
  updated: unknown[];
  replies: unknown[];
  closed: number[];
  contact: unknown[];
}

/**
 * Serves the help endpoints from `tickets` with MSW (issue #12 contract): list (status filter),
 * read (404 for an unknown id), create (multipart → a new OPEN ticket), edit (409 unless OPEN),
 * reply, close, FAQ, announcements, contact us. Returns the log of what was sent.
 */
export function serveHelp(tickets: TicketDetail[] = [makeTicket(24), awaitingTicket]): HelpApiLog {
  const log: HelpApiLog = { lists: [], created: [], updated: [], replies: [], closed: [], contact: [] };
  const fail = (status: number, message: string) => HttpResponse.json({ statusCode: status, message }, { status });
  const find = (id: string) => tickets.find((x) => x.id === Number(id));
  server.use(
    http.get(`${V1}/support/tickets`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.lists.push(params);
      const rows = tickets.filter((x) => !params.get('status') || x.status === params.get('status')).map(summary);
      return HttpResponse.json({ data: rows, count: rows.length });
    }),
    http.get(`${V1}/support/tickets/:id`, ({ params }) => {
      const ticket = find(String(params.id));
      return ticket ? HttpResponse.json({ data: ticket }) : fail(404, 'No such ticket.');
    }),
    http.post(`${V1}/support/tickets`, async ({ request }) => {
      const form = await request.formData();
      log.created.push(form);
      const created = makeTicket(99, { subject: String(form.get('subject')), description: String(form.get('description')) });
      tickets.push(created);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put(`${V1}/support/tickets/:id/close`, ({ params }) => {
      const ticket = find(String(params.id))!;
      log.closed.push(ticket.id);
      ticket.status = 'CLOSED';
      return HttpResponse.json({ data: ticket });
    }),
    http.put(`${V1}/support/tickets/:id`, async ({ params, request }) => {
      const ticket = find(String(params.id))!;
      const body = (await request.json()) as { subject: string; description: string };
      log.updated.push(body);
      if (ticket.status !== 'OPEN') return fail(409, 'Only an open ticket can be edited.');
      Object.assign(ticket, body);
      return HttpResponse.json({ data: ticket });
    }),
    http.post(`${V1}/support/tickets/:id/replies`, async ({ params, request }) => {
      const ticket = find(String(params.id))!;
      const body = (await request.json()) as { message: string };
      log.replies.push(body);
      const reply = { id: 100 + ticket.replies.length, author: 'AGENT' as const, author_name: 'Ava Martinez', message: body.message, created_at: '2026-11-12T10:00:00.000Z' };
      ticket.replies = [...ticket.replies, reply];
      ticket.awaiting_agent = false;
      return HttpResponse.json({ data: reply }, { status: 201 });
    }),
    http.get(`${V1}/support/faq`, () => HttpResponse.json({ data: faq })),
    http.get(`${V1}/announcements/get-announcments`, () => HttpResponse.json({ data: announcements, count: announcements.length })),
    http.post(`${V1}/contact-us`, async ({ request }) => {
      log.contact.push(await request.json());
      return HttpResponse.json({ data: { reference: 'CU-000012', created_at: '2026-11-12T10:00:00.000Z' } }, { status: 201 });
    }),
  );
  return log;
}
