import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { findUserIdByEmail, listUserIds } from '../../db/users.js';
import { HttpError } from '../../errors.js';
import { templatedNotification, templateRef } from '../../notify/index.js';
import { HELP_TEXT_LANGUAGES, type HelpTextLanguage } from '../../support/helpTexts.js';
import { insertAnnouncement } from '../../support/announcements.js';
import { insertSupportReply, lockTicketByNumber, touchTicket } from '../../support/queries.js';
import { changeTicketStatus } from '../../support/tickets.js';
import type { TicketStatus } from '@agent-portal/api-client/wire';

/** The request header carrying the admin token. */
export const ADMIN_HEADER = 'x-sandbox-admin';

/** Options of {@link sandboxAdminRoutes}. */
export interface SandboxAdminOptions extends AppContext {
  /** `SANDBOX_ADMIN_TOKEN`; the routes are not registered at all when null or empty. */
  adminToken: string | null;
}

const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } as const;

const notificationBody = {
  type: 'object',
  required: ['email', 'subject', 'body', 'href'],
  additionalProperties: false,
  properties: {
    email,
    subject: { type: 'string', minLength: 1, maxLength: 200 },
    body: { type: 'string', maxLength: 2000 },
    // A portal path or an absolute http(s) URL (may be another origin: the portal decides how to
    // open it); nothing else, so no `javascript:` link reaches an agent's bell (issue #13 §3).
    href: { type: 'string', maxLength: 2000, pattern: '^(/[^\\s]*|https?://[^\\s]+)$' },
  },
} as const;

const logoutBody = {
  type: 'object',
  required: ['email', 'cause'],
  additionalProperties: false,
  properties: {
    email,
    cause: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' },
  },
} as const;

const ticketStatusBody = {
  type: 'object',
  required: ['ticket', 'status'],
  additionalProperties: false,
  properties: {
    ticket: { type: 'string', minLength: 1, maxLength: 40 },
    status: { type: 'string', enum: ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] },
  },
} as const;

const announcementTitle = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
const announcementText = { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } as const;
/** An announcement's title and body in one language besides English (issue #29). */
const announcementTranslation = {
  type: 'object',
  required: ['title', 'body'],
  additionalProperties: false,
  properties: { title: announcementTitle, body: announcementText },
} as const;

const announcementBody = {
  type: 'object',
  required: ['title', 'body'],
  additionalProperties: false,
  properties: {
    title: announcementTitle,
    body: announcementText,
    pinned: { type: 'boolean' },
    translations: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(HELP_TEXT_LANGUAGES.map((lang) => [lang, announcementTranslation])),
    },
  },
} as const;

const ticketReplyBody = {
  type: 'object',
  required: ['ticket', 'message'],
  additionalProperties: false,
  properties: {
    ticket: { type: 'string', minLength: 1, maxLength: 40 },
    message: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
    status: { type: 'string', enum: ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] },
  },
} as const;

/** What a ticket notification tells the portal to refetch (docs/CONTRACTS.md "Support"). */
const TICKET_INVALIDATES = ['Ticket', 'Reminder'];

const STATUS_WORDS: Record<string, string> = {
  OPEN: 'open',
  IN_PROGRESS: 'in progress',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
};

function checkToken(request: FastifyRequest, token: string): void {
  const given = request.headers[ADMIN_HEADER];
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(403, 'Sandbox admin routes need the header X-Sandbox-Admin with the SANDBOX_ADMIN_TOKEN.');
  }
}

async function userIdByEmail(db: Queryable, address: string): Promise<number> {
  const id = await findUserIdByEmail(db, address);
  if (id === null) throw new HttpError(404, `No agent has the email ${address}.`);
  return id;
}

/**
 * Sandbox-only admin routes for tests and demos (issue #3). Not part of the
 * gateway contract and not under its bearer/CSRF hooks: registered only when
 * `SANDBOX_ADMIN_TOKEN` is set, and every call must send `X-Sandbox-Admin: <token>`
 * (else 403, compared in constant time). Bodies are validated (400).
 *
 * - `POST /sandbox/notifications` `{ email, subject, body, href }` → 201
 *   `{ data: Notification }`; creates it for that agent and pushes `ml.ping.notify.me`.
 * - `POST /sandbox/logout` `{ email, cause }` → 200 `{ data: { revoked } }`; revokes
 *   every session of that agent and sends `ml.ping.auto.session.logout` `{ cause }`.
 *
 * - `POST /sandbox/tickets/status` `{ ticket, status }` → 200 `{ data: { id, ticket, status } }`;
 *   a support ticket's status changes (as the support team would) and its owner is notified
 *   (→ `help/generate-ticket/{id}`). Unknown ticket → 404; the same status → 409.
 * - `POST /sandbox/tickets/reply` `{ ticket, message, status? }` → 201 `{ data: { id, ticket, reply_id, status } }`;
 *   a SUPPORT reply (and optionally a status change, recorded in the history); the owner is notified
 *   (→ `help/generate-ticket/{id}`, `reference.invalidates: ['Ticket', 'Reminder']`). Closed → 409.
 * - `POST /sandbox/announcements` `{ title, body, pinned?, translations? }` → 201 `{ data: { id, notified } }`;
 *   a company announcement is stored and every agent gets a notification (→ `help/announcements`,
 *   `reference.invalidates: ['Announcement']`). `title`/`body` are English; `translations`
 *   (`{ de?: { title, body }, es?, fr?, it?, ru? }`, issue #29) are stored with it in one
 *   transaction and answered to callers in that language; without one, a language reads English.
 *
 * - `GET /sandbox/contract-violations` → 200 `{ data: ContractViolation[] }`: the answers that broke
 *   their response schema since the sandbox started (issue #31; empty unless
 *   `SANDBOX_VALIDATE_RESPONSES=1`); the e2e suite's teardown fails on any.
 *
 * Unknown email → 404.
 */
export const sandboxAdminRoutes: FastifyPluginAsync<SandboxAdminOptions> = async (app, { db, adminToken }) => {
  if (!adminToken) return;
  app.addHook('onRequest', async (request) => checkToken(request, adminToken));

  app.post<{ Body: { email: string; subject: string; body: string; href: string } }>(
    '/sandbox/notifications',
    { schema: { body: notificationBody } },
    async (request, reply) => {
      const userId = await userIdByEmail(db, request.body.email);
      const { subject, body, href } = request.body;
      const notification = await app.notify(userId, { subject, body, href });
      return reply.code(201).send({ data: notification });
    },
  );

  app.post<{ Body: { ticket: string; status: string } }>(
    '/sandbox/tickets/status',
    { schema: { body: ticketStatusBody } },
    async (request) => {
      const { ticket, status } = request.body;
      const changed = await db.transaction(async (tx) => {
        const row = await lockTicketByNumber(tx, ticket);
        if (!row) throw new HttpError(404, `No support ticket is numbered ${ticket}.`);
        if (row.status === status) throw new HttpError(409, `Ticket ${ticket} is already ${STATUS_WORDS[status]}.`);
        await changeTicketStatus(tx, row.id, row.status, status as TicketStatus, 'SUPPORT');
        return row;
      });
      await app.notify(
        changed.user_id,
        templatedNotification(
          templateRef('ticket_status_changed', { ticket, subject: changed.subject, from: changed.status as TicketStatus, to: status as TicketStatus }),
          { href: `/help/generate-ticket/${changed.id}`, reference: { invalidates: TICKET_INVALIDATES } },
        ),
      );
      return { data: { id: changed.id, ticket, status } };
    },
  );

  app.post<{ Body: { ticket: string; message: string; status?: TicketStatus } }>(
    '/sandbox/tickets/reply',
    { schema: { body: ticketReplyBody } },
    async (request, reply) => {
      const { ticket, message, status } = request.body;
      const replied = await db.transaction(async (tx) => {
        const row = await lockTicketByNumber(tx, ticket);
        if (!row) throw new HttpError(404, `No support ticket is numbered ${ticket}.`);
        if (row.status === 'CLOSED') throw new HttpError(409, `Ticket ${ticket} is closed.`);
        const replyId = await insertSupportReply(tx, row.id, message.trim());
        if (status && status !== row.status) await changeTicketStatus(tx, row.id, row.status, status, 'SUPPORT');
        else await touchTicket(tx, row.id);
        return { ...row, reply_id: replyId, to: status ?? row.status };
      });
      await app.notify(
        replied.user_id,
        templatedNotification(templateRef('ticket_replied', { ticket, message: message.trim().slice(0, 2000) }), {
          href: `/help/generate-ticket/${replied.id}`,
          reference: { invalidates: TICKET_INVALIDATES },
        }),
      );
      return reply.code(201).send({ data: { id: replied.id, ticket, reply_id: replied.reply_id, status: replied.to } });
    },
  );

  app.post<{ Body: { title: string; body: string; pinned?: boolean; translations?: Partial<Record<HelpTextLanguage, { title: string; body: string }>> } }>(
    '/sandbox/announcements',
    { schema: { body: announcementBody } },
    async (request, reply) => {
      const translations = Object.entries(request.body.translations ?? {});
      const id = await db.transaction((tx) =>
        insertAnnouncement(tx, { title: request.body.title, body: request.body.body, pinned: request.body.pinned ?? false, translations }),
      );
      const agents = await listUserIds(db);
      for (const agent of agents) {
        await app.notify(
          agent,
          templatedNotification(templateRef('announcement', { title: request.body.title, body: request.body.body, translations: request.body.translations }), {
            href: '/help/announcements',
            reference: { invalidates: ['Announcement'] },
          }),
        );
      }
      return reply.code(201).send({ data: { id, notified: agents.length } });
    },
  );

  app.post<{ Body: { email: string; cause: string } }>('/sandbox/logout', { schema: { body: logoutBody } }, async (request) => {
    const userId = await userIdByEmail(db, request.body.email);
    const revoked = await app.realtime.forceLogout(userId, request.body.cause);
    return { data: { revoked }, message: `${revoked} session(s) ended.` };
  });

  app.get('/sandbox/contract-violations', async () => ({ data: app.hasDecorator('contractViolations') ? app.contractViolations : [] }));
};
