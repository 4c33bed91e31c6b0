import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TicketDetail } from '@agent-portal/api-client/wire';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEFAULT_AGENT_QUOTAS, loadConfig } from '../config.js';
import { pdfFile } from '../files/sample-files.js';
import { SESSION_SPEC_AGENT_IDS } from '../db/seed/constants.js';
import { createTestApp, multipartBody, signIn, signInEmail, type MultipartPart, type SignedIn, type TestApp } from '../test/harness.js';
import { quotaMessage } from './quotas.js';

// Issue #26 finding 6: per-agent quotas on support writes (tickets, replies, contact-us messages:
// 429 RATE_LIMITED + Retry-After) and on the storage of ticket attachments (413). Small quotas here
// so the N+1th comes quickly; the defaults are in config.ts DEFAULT_AGENT_QUOTAS.
const QUOTAS = { windowS: 3600, tickets: 3, ticketReplies: 4, contactMessages: 2, attachmentBytes: 200 * 1024 };
const V1 = '/integration/v1';
let t: TestApp;
let ava: SignedIn;
let leo: SignedIn;
let uma: SignedIn;
/** An ordinary active agent (Sophia Rossi, id 156), for the attachment quota. */
let sophia: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ agentQuotas: QUOTAS });
  const [row] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [SESSION_SPEC_AGENT_IDS[0]]);
  [ava, leo, uma, sophia] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'leo'), signIn(t.app, 'uma'), signInEmail(t.app, row!.email)]);
});
afterAll(() => t.close());

const FIELDS: MultipartPart[] = [
  { name: 'subject', value: 'Override missing' },
  { name: 'category', value: 'COMMISSIONS' },
  { name: 'priority', value: 'NORMAL' },
  { name: 'description', value: 'The override of my downline is missing this pay cycle.' },
];
/** A real PDF padded to `kib` KiB (the upload check reads the magic bytes). */
const pdfOf = (kib: number) => {
  const pdf = pdfFile(['Attachment']);
  return Buffer.concat([pdf, Buffer.alloc(kib * 1024 - pdf.length, 0x20)]);
};
const file = (content: Buffer, name: string): MultipartPart => ({ name: 'attachments', file: { content, filename: name, type: 'application/pdf' } });
const createTicket = (who: SignedIn, files: MultipartPart[] = [], app: FastifyInstance = t.app) => {
  const body = multipartBody([...FIELDS, ...files]);
  return app.inject({ method: 'POST', url: `${V1}/support/tickets`, headers: { ...who.headers, 'content-type': body.type }, payload: body.payload });
};
const reply = (who: SignedIn, id: number) =>
  t.app.inject({ method: 'POST', url: `${V1}/support/tickets/${id}/replies`, headers: who.headers, payload: { message: 'Any news on this?' } });
const contact = (who: SignedIn, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: `${V1}/contact-us`,
    headers: who.headers,
    payload: { topic: 'GENERAL', subject: 'A question', message: 'When is the next payout of my pay cycle?' },
  });
const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;
const ticketsOf = (who: SignedIn) => count('SELECT count(*)::int AS n FROM tickets WHERE user_id = $1', [who.payload.user_id]);
const filesOf = async (who: SignedIn) =>
  (await readdir(path.join(t.config.dataDir, 'storage', 'hub', 'tickets', `u${who.payload.user_id}`)).catch(() => [] as string[])).length;

/** Asserts a 429 of a used-up quota and returns its Retry-After in seconds. */
function expectRateLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, message: RegExp): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(message), reason: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(QUOTAS.windowS);
  return retryAfter;
}

describe('tickets: at most N per window per agent (issue #26 finding 6)', () => {
  it('the N+1th is 429 with Retry-After, stores nothing; another agent is unaffected', async () => {
    for (let i = 0; i < QUOTAS.tickets; i += 1) expect((await createTicket(ava)).statusCode).toBe(201);
    const before = { tickets: await ticketsOf(ava), files: await filesOf(ava) };
    const refused = await createTicket(ava, [file(pdfOf(4), 'a.pdf')]);
    const retryAfter = expectRateLimited(refused, /^You can open at most 3 tickets an hour\. Try again in \d+ minutes?\.$/);
    expect(retryAfter).toBeGreaterThan(QUOTAS.windowS - 120);
    expect({ tickets: await ticketsOf(ava), files: await filesOf(ava) }).toEqual(before);
    expect((await createTicket(leo)).statusCode).toBe(201);
  });

  it('the window slides: Retry-After is when the oldest counted ticket leaves it, and then one more is accepted', async () => {
    // Ava's three tickets of the window, made 50, 40 and 30 minutes old.
    await t.db.query(
      `UPDATE tickets SET created_at = now() - (interval '10 minutes' * (2 + rn))
         FROM (SELECT id, row_number() OVER (ORDER BY id DESC)::int AS rn FROM tickets WHERE user_id = $1 AND created_at > now() - interval '1 hour') r
        WHERE tickets.id = r.id`,
      [ava.payload.user_id],
    );
    const retryAfter = expectRateLimited(await createTicket(ava), /tickets an hour/);
    expect(Math.abs(retryAfter - 10 * 60)).toBeLessThanOrEqual(5);
    await t.db.query(
      `UPDATE tickets SET created_at = created_at - interval '11 minutes'
        WHERE id = (SELECT id FROM tickets WHERE user_id = $1 AND created_at > now() - interval '1 hour' ORDER BY created_at LIMIT 1)`,
      [ava.payload.user_id],
    );
    expect((await createTicket(ava)).statusCode).toBe(201);
    expectRateLimited(await createTicket(ava), /tickets an hour/);
  });

  it('a bad request is a 400 before the quota is looked at', async () => {
    const body = multipartBody(FIELDS.slice(1));
    const response = await t.app.inject({ method: 'POST', url: `${V1}/support/tickets`, headers: { ...ava.headers, 'content-type': body.type }, payload: body.payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('replies and contact-us messages (issue #26 finding 6)', () => {
  it('replies: the N+1th is 429, nothing stored; another agent is unaffected', async () => {
    const created = (await createTicket(uma)).json() as { data: TicketDetail };
    const id = created.data.id;
    for (let i = 0; i < QUOTAS.ticketReplies; i += 1) expect((await reply(uma, id)).statusCode).toBe(201);
    const replies = () => count('SELECT count(*)::int AS n FROM ticket_replies WHERE ticket_id = $1', [id]);
    const before = await replies();
    expectRateLimited(await reply(uma, id), /^You can send at most 4 replies to your tickets an hour\. Try again in \d+ minutes?\.$/);
    expect(await replies()).toBe(before);
    const leos = (await createTicket(leo)).json() as { data: TicketDetail };
    expect((await reply(leo, leos.data.id)).statusCode).toBe(201);
  });

  it('contact us: the N+1th is 429, nothing stored; another agent is unaffected', async () => {
    for (let i = 0; i < QUOTAS.contactMessages; i += 1) expect((await contact(leo)).statusCode).toBe(201);
    const messages = () => count('SELECT count(*)::int AS n FROM contact_messages WHERE user_id = $1', [leo.payload.user_id]);
    const before = await messages();
    expectRateLimited(await contact(leo), /^You can send at most 2 messages to support an hour\. Try again in \d+ minutes?\.$/);
    expect(await messages()).toBe(before);
    expect((await contact(uma)).statusCode).toBe(201);
  });

  it('parallel requests never pass the quota, and a second node over the same database counts the same rows', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => contact(ava)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      expectRateLimited(await contact(ava, second), /messages to support/);
      expectRateLimited(await createTicket(ava, [], second), /tickets an hour/);
    } finally {
      await second.close();
    }
  });
});

describe('attachment storage: at most the quota per agent (issue #26 finding 6)', () => {
  it('a ticket whose attachments would pass the quota → 413 with the sizes, nothing stored; without files it is accepted', async () => {
    const first = await createTicket(sophia, [file(pdfOf(90), 'one.pdf'), file(pdfOf(90), 'two.pdf')]);
    expect(first.statusCode, first.body).toBe(201);
    const before = { tickets: await ticketsOf(sophia), files: await filesOf(sophia) };
    expect(before.files).toBe(2);
    const over = await createTicket(sophia, [file(pdfOf(30), 'three.pdf')]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'These attachments (0.0 MiB) would take your ticket attachments past your 0.2 MiB quota (0.2 MiB used). Send the ticket with smaller files or without them.',
    });
    expect({ tickets: await ticketsOf(sophia), files: await filesOf(sophia) }).toEqual(before);
    expect((await createTicket(sophia)).statusCode).toBe(201);
    expect((await createTicket(leo, [file(pdfOf(30), 'three.pdf')])).statusCode).toBe(201);
  });
});

describe('quota settings', () => {
  it('defaults: 10 tickets, 60 replies, 5 contact messages an hour, 50 MiB of attachments; env overrides', () => {
    expect(DEFAULT_AGENT_QUOTAS).toEqual({ windowS: 3600, tickets: 10, ticketReplies: 60, contactMessages: 5, attachmentBytes: 50 * 1024 * 1024 });
    expect(loadConfig({}).agentQuotas).toEqual(DEFAULT_AGENT_QUOTAS);
    expect(
      loadConfig({ QUOTA_WINDOW_S: '600', QUOTA_TICKETS: '2', QUOTA_TICKET_REPLIES: '3', QUOTA_CONTACT_MESSAGES: '4', QUOTA_ATTACHMENT_MIB: '5' }).agentQuotas,
    ).toEqual({ windowS: 600, tickets: 2, ticketReplies: 3, contactMessages: 4, attachmentBytes: 5 * 1024 * 1024 });
    expect(() => loadConfig({ QUOTA_TICKETS: '0' })).toThrow(/QUOTA_TICKETS/);
  });

  it('messages say the limit, the window and when to try again', () => {
    expect(quotaMessage('TICKETS', 10, 3600, 725)).toBe('You can open at most 10 tickets an hour. Try again in 13 minutes.');
    expect(quotaMessage('CONTACT_MESSAGES', 1, 600, 30)).toBe('You can send at most 1 message to support every 10 minutes. Try again in 30 seconds.');
    expect(quotaMessage('TICKET_REPLIES', 60, 7200, 61)).toBe('You can send at most 60 replies to your tickets every 2 hours. Try again in 2 minutes.');
  });
});
