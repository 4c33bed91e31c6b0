import { rm } from 'node:fs/promises';
import {
  CONTACT_TOPICS,
  TICKET_ATTACHMENT_LIMITS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TEXT_LIMITS,
  type ContactUsReceipt,
  type Faq,
  type GatewayEnvelope,
  type TicketDetail,
  type TicketReply,
  type TicketSummary,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { hubRoot, randomStem, readHubFile, writeHubFile } from '../../storage/hub.js';
import { readCheckedParts, registerMultipartParts } from '../../storage/upload.js';
import { agentQuotasOf, assertAttachmentQuota, assertRateQuota, underAgentQuota } from '../../support/quotas.js';
import {
  insertAgentReply,
  insertContactMessage,
  insertTicket,
  ownAttachment,
  readFaq,
  ticketPage,
  touchTicket,
  updateTicketText,
} from '../../support/queries.js';
import { changeTicketStatus, lockOwnTicket, ticketDetail } from '../../support/tickets.js';
import { requestLanguage } from '../../http/language.js';
import { helpTextLanguage } from '../../support/helpTexts.js';
import path from 'node:path';
import { agentRoute, scoped } from '../../policy/policy.js';
import { readQuery } from '../../http/query.js';
import { LIST_SEARCH_MAX, readSort, searchWords } from '../../http/list.js';
import { readPathId } from '../../http/ids.js';
import { body, errorResponses, file, ok } from '../../contract/responses.js';


/** Contact-us text limits (characters, trimmed; docs/CONTRACTS.md "Support"). */
export const CONTACT_LIMITS = { subject_min: 3, subject_max: 150, message_min: 10, message_max: 5000 } as const;

/**
 * A required text field, trimmed, `min`–`max` characters.
 * @throws {HttpError} 400 naming the field.
 */
function text(body: Record<string, unknown>, name: string, label: string, min: number, max: number): string {
  const raw = body[name];
  if (typeof raw !== 'string') throw new HttpError(400, `${label} is required.`);
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(value)) throw new HttpError(400, `${label} holds a character that is not allowed.`);
  if (value.length < min || value.length > max) throw new HttpError(400, `${label} must be ${min} to ${max} characters; got ${value.length}.`);
  return value;
}

function oneOf<T extends string>(body: Record<string, unknown>, name: string, label: string, values: readonly T[]): T {
  const raw = body[name];
  if (typeof raw !== 'string' || !values.includes(raw as T)) throw new HttpError(400, `${label} must be one of ${values.join(', ')}.`);
  return raw as T;
}

function jsonBody(request: FastifyRequest, allowed: readonly string[]): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Send a JSON object.');
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new HttpError(400, `Unknown field "${unknown[0]!.slice(0, 40)}".`);
  return body as Record<string, unknown>;
}

/** A path id that names no row (too large) is a 404 like an unknown one. */
function ticketId(raw: string): number {
  const id = readPathId(raw, 'ticket');
  if (id === null) throw new HttpError(404, 'No such ticket.');
  return id;
}

const NOT_FOUND = 'No such ticket.';

/**
 * integration v1 support routes (issue #12; paths decided in docs/CONTRACTS.md "Support"):
 * - `GET /support/tickets?page&limit&status&sort` → `TicketPage` (own tickets);
 * - `POST /support/tickets` multipart (subject, category, priority, description + 0–3 `attachments`)
 *   → 201 `TicketDetail`; checked whole before anything is stored (400/413/415);
 * - `GET /support/tickets/:id` → `TicketDetail`; another agent's or unknown → 404;
 * - `PUT /support/tickets/:id` `{subject, description}` → `TicketDetail`; only while OPEN (409);
 * - `POST /support/tickets/:id/replies` `{message}` → 201 `TicketReply`; CLOSED → 409; RESOLVED reopens;
 * - `PUT /support/tickets/:id/close` → `TicketDetail`; already CLOSED → 409;
 * - `GET /support/tickets/:id/attachments/:attachmentId` → the bytes (owner only, else 404);
 * - `GET /support/faq?search` → `Faq`;
 * - `POST /contact-us` `{topic, subject, message}` → 201 `ContactUsReceipt` (spec §7).
 *
 * Per-agent quotas (issue #26 finding 6, `config.agentQuotas`, src/support/quotas.ts): tickets (default
 * 10 an hour), replies (60 an hour) and contact-us messages (5 an hour) → 429 `RATE_LIMITED` with
 * `Retry-After`; the total size of an agent's attachments (50 MiB) → 413. Checked after the request
 * itself is valid, and again under the agent's lock in the transaction that writes.
 * A new ticket is stored whole or not at all: its row, status history, attachment rows and files in one
 * transaction (files written inside it, removed when it fails).
 */
export const supportRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  await registerMultipartParts(app, {
    maxBytes: TICKET_ATTACHMENT_LIMITS.max_bytes,
    maxFiles: TICKET_ATTACHMENT_LIMITS.max_files,
    fieldSize: TICKET_TEXT_LIMITS.description_max * 4,
  });
  const quotas = agentQuotasOf(config);

  app.get(
    '/support/tickets',
    {
      schema: { response: { 200: body('TicketPage') } },
      config: { policy: agentRoute(scoped), openapi: { summary: "A page of the caller's support tickets, filtered by status and sorted.", query: 'TicketListParams' } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const q = readQuery(request, ['page', 'limit', 'status', 'sort']);
    const status = q.oneOf('status', TICKET_STATUSES);
    const { column, desc } = readSort(q, ['created_at', 'updated_at', 'status', 'priority'] as const, 'updated_at:desc');
    const { limit, offset } = q.paging();
    const { data: rows, count } = await ticketPage(db, auth.user_id, { status, column, desc, limit, offset });
    const body: GatewayEnvelope<TicketSummary[]> = { data: rows, count };
    return body;
  });

  app.post(
    '/support/tickets',
    {
      schema: { response: { 201: ok('TicketDetail'), ...errorResponses(429) } },
      config: {
        ownBody: 'multipart',
        policy: agentRoute(scoped),
        openapi: { summary: 'Opens a support ticket (multipart: subject, category, priority, description and 0–3 attachments).' },
      },
    },
    async (request, reply) => {
    const auth = requireAuth(request);
    const { fields, files } = await readCheckedParts(request, {
      allowed: TICKET_ATTACHMENT_LIMITS.mime_types,
      maxBytes: TICKET_ATTACHMENT_LIMITS.max_bytes,
      maxFiles: TICKET_ATTACHMENT_LIMITS.max_files,
      fileField: 'attachments',
      textFields: ['subject', 'category', 'priority', 'description'],
      label: 'attachment',
    });
    const subject = text(fields, 'subject', 'The subject', TICKET_TEXT_LIMITS.subject_min, TICKET_TEXT_LIMITS.subject_max);
    const category = oneOf(fields, 'category', 'The category', TICKET_CATEGORIES);
    const priority = oneOf(fields, 'priority', 'The priority', TICKET_PRIORITIES);
    const description = text(fields, 'description', 'The description', TICKET_TEXT_LIMITS.description_min, TICKET_TEXT_LIMITS.description_max);
    // Every check passed: the quotas, then one transaction writes the rows and the files; a failed
    // write or transaction (or commit) removes the files already written — never half a ticket.
    const stored = files.map((file) => ({ ...file, relative: `tickets/u${auth.user_id}/${randomStem()}.${file.ext}` }));
    const bytes = stored.reduce((sum, file) => sum + file.content.length, 0);
    let id: number;
    try {
      id = await underAgentQuota(db, auth.user_id, async (q) => {
        await assertRateQuota(q, 'TICKETS', auth.user_id, quotas);
        await assertAttachmentQuota(q, auth.user_id, bytes, quotas);
      }, async (tx) => {
        const ticketRow = await insertTicket(
          tx,
          auth.user_id,
          { subject, category, priority, description },
          stored.map((file) => ({ fileName: file.fileName, mime: file.mime, sizeBytes: file.content.length, storagePath: file.relative })),
        );
        for (const file of stored) await writeHubFile(config.dataDir, file.relative, file.content);
        return ticketRow;
      });
    } catch (error) {
      await Promise.all(stored.map((file) => rm(path.join(hubRoot(config.dataDir), ...file.relative.split('/')), { force: true })));
      throw error;
    }
    const data = (await ticketDetail(db, auth.user_id, id))!;
    const body: GatewayEnvelope<TicketDetail> = { data, message: `Ticket ${data.ticket} created.` };
    return reply.code(201).send(body);
  });

  app.get<{ Params: { id: string } }>(
    '/support/tickets/:id',
    {
      schema: { response: { 200: ok('TicketDetail') } },
      config: { policy: agentRoute(scoped), openapi: { summary: "One of the caller's tickets with its description, attachments, replies and status history." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    readQuery(request, []);
    const data = await ticketDetail(db, auth.user_id, ticketId(request.params.id));
    if (!data) throw new HttpError(404, NOT_FOUND);
    const body: GatewayEnvelope<TicketDetail> = { data };
    return body;
  });

  app.put<{ Params: { id: string } }>(
    '/support/tickets/:id',
    {
      schema: { response: { 200: ok('TicketDetail'), ...errorResponses(409) } },
      config: { ownBody: 'json', policy: agentRoute(scoped), openapi: { summary: "Edits an open ticket's subject and description." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const id = ticketId(request.params.id);
    const input = jsonBody(request, ['subject', 'description']);
    const subject = text(input, 'subject', 'The subject', TICKET_TEXT_LIMITS.subject_min, TICKET_TEXT_LIMITS.subject_max);
    const description = text(input, 'description', 'The description', TICKET_TEXT_LIMITS.description_min, TICKET_TEXT_LIMITS.description_max);
    await db.transaction(async (tx) => {
      const ticket = await lockOwnTicket(tx, auth.user_id, id);
      if (!ticket) throw new HttpError(404, NOT_FOUND);
      if (ticket.status !== 'OPEN') throw new HttpError(409, 'Only an open ticket can be edited.');
      await updateTicketText(tx, id, subject, description);
    });
    const body: GatewayEnvelope<TicketDetail> = { data: (await ticketDetail(db, auth.user_id, id))!, message: 'Ticket updated.' };
    return body;
  });

  app.post<{ Params: { id: string } }>(
    '/support/tickets/:id/replies',
    {
      schema: { response: { 201: ok('TicketReply'), ...errorResponses(409, 429) } },
      config: { ownBody: 'json', policy: agentRoute(scoped), openapi: { summary: "Adds the agent's reply to a ticket (a resolved ticket reopens; a closed one refuses)." } },
    },
    async (request, reply) => {
    const auth = requireAuth(request);
    const id = ticketId(request.params.id);
    const message = text(jsonBody(request, ['message']), 'message', 'The reply', 1, TICKET_TEXT_LIMITS.reply_max);
    const data = await underAgentQuota(db, auth.user_id, (q) => assertRateQuota(q, 'TICKET_REPLIES', auth.user_id, quotas), async (tx) => {
      const ticket = await lockOwnTicket(tx, auth.user_id, id);
      if (!ticket) throw new HttpError(404, NOT_FOUND);
      if (ticket.status === 'CLOSED') throw new HttpError(409, 'This ticket is closed. Open a new ticket instead.');
      if (ticket.status === 'RESOLVED') await changeTicketStatus(tx, id, 'RESOLVED', 'OPEN', 'AGENT');
      else await touchTicket(tx, id);
      return insertAgentReply(tx, id, auth.user_id, message);
    });
    const body: GatewayEnvelope<TicketReply> = { data, message: 'Reply sent.' };
    return reply.code(201).send(body);
  });

  app.put<{ Params: { id: string } }>(
    '/support/tickets/:id/close',
    {
      schema: { response: { 200: ok('TicketDetail'), ...errorResponses(409) } },
      config: { policy: agentRoute(scoped), openapi: { summary: 'Closes a ticket.' } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const id = ticketId(request.params.id);
    await db.transaction(async (tx) => {
      const ticket = await lockOwnTicket(tx, auth.user_id, id);
      if (!ticket) throw new HttpError(404, NOT_FOUND);
      if (ticket.status === 'CLOSED') throw new HttpError(409, 'This ticket is already closed.');
      await changeTicketStatus(tx, id, ticket.status, 'CLOSED', 'AGENT');
    });
    const body: GatewayEnvelope<TicketDetail> = { data: (await ticketDetail(db, auth.user_id, id))!, message: 'Ticket closed.' };
    return body;
  });

  app.get<{ Params: { id: string; attachmentId: string } }>(
    '/support/tickets/:id/attachments/:attachmentId',
    {
      schema: { response: { 200: file(...TICKET_ATTACHMENT_LIMITS.mime_types) } },
      config: { policy: agentRoute(scoped), openapi: { summary: "Downloads a file attached to one of the caller's tickets." } },
    },
    async (request, reply) => {
    const auth = requireAuth(request);
    const id = ticketId(request.params.id);
    const attachmentId = readPathId(request.params.attachmentId, 'attachment');
    const row = await ownAttachment(db, auth.user_id, id, attachmentId ?? 0);
    if (!row) throw new HttpError(404, 'No such attachment.');
    const bytes = await readHubFile(config.dataDir, row.storage_path).catch(() => {
      throw new HttpError(404, 'The attachment file is missing.');
    });
    const ascii = row.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', row.mime_type)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  // The FAQ in the caller's language (issue #29): each title, question and answer in
  // Accept-Language's language where it has a text, else English; the search reads the same texts.
  app.get(
    '/support/faq',
    {
      schema: { response: { 200: ok('Faq') } },
      config: { policy: agentRoute(null), openapi: { summary: 'The FAQ by category in the Accept-Language language, optionally searched.', query: 'FaqParams' } },
    },
    async (request, reply) => {
    requireAuth(request);
    const q = readQuery(request, ['search']);
    const raw = q.text('search');
    const lang = helpTextLanguage(requestLanguage(request));
    let words: string[] | undefined;
    if (raw !== undefined) {
      if (raw.length > LIST_SEARCH_MAX) throw new HttpError(400, `"search" must be 1 to ${LIST_SEARCH_MAX} characters; got ${raw.length}.`);
      words = searchWords(raw);
      if (words.length === 0) throw new HttpError(400, '"search" must hold at least one character that is not a space.');
    }
    const body: GatewayEnvelope<Faq> = { data: await readFaq(db, lang, words) };
    return reply.header('vary', 'Accept-Language').send(body);
  });

  app.post(
    '/contact-us',
    {
      schema: { response: { 201: ok('ContactUsReceipt'), ...errorResponses(429) } },
      config: { ownBody: 'json', policy: agentRoute(scoped), openapi: { summary: 'Sends a contact-us message to the support team; answers its reference.' } },
    },
    async (request, reply) => {
    const auth = requireAuth(request);
    const input = jsonBody(request, ['topic', 'subject', 'message']);
    const topic = oneOf(input, 'topic', 'The topic', CONTACT_TOPICS);
    const subject = text(input, 'subject', 'The subject', CONTACT_LIMITS.subject_min, CONTACT_LIMITS.subject_max);
    const message = text(input, 'message', 'The message', CONTACT_LIMITS.message_min, CONTACT_LIMITS.message_max);
    const data = await underAgentQuota(db, auth.user_id, (q) => assertRateQuota(q, 'CONTACT_MESSAGES', auth.user_id, quotas), (tx) =>
      insertContactMessage(tx, auth.user_id, { topic, subject, message }),
    );
    const body: GatewayEnvelope<ContactUsReceipt> = { data, message: `Message sent. Your reference is ${data.reference}.` };
    return reply.code(201).send(body);
  });
};
