import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pngFile } from './files/sample-files.js';
import { ADMIN_HEADER } from './routes/sandbox-admin/admin.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/constants.js';
import { createTestApp, multipartBody, signIn, type MultipartPart, type SignedIn, type TestApp } from './test/harness.js';
import { onPostgres } from './test/postgres.js';

// Issue #13 §3 "strict input everywhere": a corpus of bad bodies — wrong types, extra fields,
// NUL, 1 MB strings, deep nesting, SQL and XSS payloads — sent to every write route of the
// sandbox. Each must get a 4xx and store nothing. The route table below must list every write
// route the app registers (`app.writeRoutes`), so a new route without a case fails here.
//
// "Nothing stored" is read from PostgreSQL itself: a transaction id is only given to a
// transaction that writes (or locks rows), so if the id handed out after a bad request is the
// one right after the id taken before it, no request in between wrote anything — not even a
// write rolled back later. On a PostgreSQL server transaction ids are cluster-wide: this file
// runs there alone, after the other files (vitest.config.ts), over a template analyzed once
// seeded (test/global-setup.ts); still the server's autovacuum may ANALYZE a catalog (CREATE and
// DROP DATABASE change pg_database) and take an id in between. So on PostgreSQL a bad body that
// seemed to write is sent once more: a request that writes writes again, a stray id does not recur.
//
// SQL and XSS payloads are text. Where a field is free text (a ticket's subject, an account
// holder's name) they are stored verbatim — parameterised queries, rendered as text by the
// portal — and the case lists that field in `freeText`; anywhere else they must get a 4xx.

const ADMIN = 'strict-input-admin';
const SQL = "x' OR '1'='1'; DROP TABLE users; --";
const XSS = '<img src=x onerror=alert(1)>';
const ONE_MB = 'x'.repeat(1024 * 1024);

type Body = Record<string, unknown>;
interface Bad {
  label: string;
  /** A JSON value, or a ready multipart/urlencoded payload. */
  payload?: unknown;
  contentType?: string;
  /** The text field carrying an SQL/XSS payload. */
  injected?: string;
}

interface WriteCase {
  /** `METHOD /registered/url` exactly as in `app.writeRoutes`. */
  route: string;
  /** The URL to call (path parameters filled in). */
  url: () => string;
  headers: () => Record<string, string>;
  kind: 'json' | 'none' | 'multipart' | 'form';
  /** A valid body (JSON object, multipart parts or form fields); none for `none`. */
  base?: () => Body | MultipartPart[];
  /** Text fields where SQL/XSS payloads are legitimate text. */
  freeText?: readonly string[];
  /** The route records a failed attempt by design (sign-in limits, issue #13 §1; a wrong current password, issue #26). */
  recordsRejections?: boolean;
  /**
   * The valid body still gets a 4xx for a business reason (a wrong current password): the
   * message proves it passed validation and reached the handler.
   */
  baseRejection?: RegExp;
}

let t: TestApp;
let ava: SignedIn;
/** A session of its own for the logout case: its valid (empty) request ends that session. */
let leaving: SignedIn;
let uma: SignedIn;
let addressIds: { country_id: number; state_id: number; city_id: number };
let ticketId = 0;
let requestId = 0;

const deep = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

/** Wrong-typed stand-ins for a field's value. */
function wrongTypes(value: unknown): unknown[] {
  if (typeof value === 'string') return [true, 42, [value], { value }];
  if (typeof value === 'number') return [String(value), true, [value], { value }, value + 0.5];
  if (typeof value === 'boolean') return ['true', 1];
  return [];
}

function jsonCorpus(base: Body): Bad[] {
  const bad: Bad[] = [
    { label: 'an array body', payload: [base] },
    { label: 'a string body', payload: 'just text' },
    { label: 'a number body', payload: 42 },
    { label: 'an extra field', payload: { ...base, unexpected_field: 'x' } },
    { label: 'deep nesting', payload: { ...base, [Object.keys(base)[0] ?? 'a']: deep(40) } },
  ];
  for (const [key, value] of Object.entries(base)) {
    for (const wrong of wrongTypes(value)) bad.push({ label: `${key} as ${JSON.stringify(wrong)}`, payload: { ...base, [key]: wrong } });
    if (typeof value === 'string') {
      bad.push({ label: `NUL in ${key}`, payload: { ...base, [key]: `${value}\u0000` } });
      bad.push({ label: `1 MB ${key}`, payload: { ...base, [key]: ONE_MB } });
      bad.push({ label: `SQL in ${key}`, payload: { ...base, [key]: SQL }, injected: key });
      bad.push({ label: `XSS in ${key}`, payload: { ...base, [key]: XSS }, injected: key });
    }
  }
  return bad;
}

function noBodyCorpus(): Bad[] {
  return [
    { label: 'an object with a field', payload: { unexpected_field: 1 } },
    { label: 'an array body', payload: [1] },
    { label: 'a string body', payload: 'just text' },
    { label: 'NUL in a field', payload: { note: '\u0000' } },
    { label: 'deep nesting', payload: deep(40) },
  ];
}

function multipartCorpus(parts: MultipartPart[]): Bad[] {
  const body = (list: MultipartPart[]) => multipartBody(list);
  const bad: Bad[] = [
    { label: 'a JSON body', payload: { subject: 'x' } },
    { label: 'an extra field', ...asPayload(body([...parts, { name: 'unexpected_field', value: 'x' }])) },
  ];
  for (const part of parts) {
    if (part.file) {
      bad.push({ label: `${part.name} as text`, ...asPayload(body(parts.map((p) => (p === part ? { name: p.name, value: 'not a file' } : p)))) });
      continue;
    }
    const swap = (value: string) => body(parts.map((p) => (p === part ? { name: p.name, value } : p)));
    bad.push({ label: `NUL in ${part.name}`, ...asPayload(swap(`${part.value}\u0000`)) });
    bad.push({ label: `1 MB ${part.name}`, ...asPayload(swap(ONE_MB)) });
    bad.push({ label: `${part.name} twice`, ...asPayload(body([...parts, { name: part.name, value: part.value }])) });
    bad.push({ label: `SQL in ${part.name}`, ...asPayload(swap(SQL)), injected: part.name });
    bad.push({ label: `XSS in ${part.name}`, ...asPayload(swap(XSS)), injected: part.name });
  }
  return bad;
}

function asPayload(body: { payload: Buffer; type: string }): Pick<Bad, 'payload' | 'contentType'> {
  return { payload: body.payload, contentType: body.type };
}

function formCorpus(fields: Record<string, string>): Bad[] {
  const form = (entries: [string, string][]) => ({ payload: new URLSearchParams(entries).toString(), contentType: 'application/x-www-form-urlencoded' });
  const list = Object.entries(fields);
  const bad: Bad[] = [{ label: 'an extra field', ...form([...list, ['unexpected_field', 'x']]) }];
  for (const [key, value] of list) {
    const swap = (next: string) => form(list.map(([k, v]) => [k, k === key ? next : v]));
    bad.push({ label: `NUL in ${key}`, ...swap(`${value}\u0000`) });
    bad.push({ label: `1 MB ${key}`, ...swap(ONE_MB) });
    bad.push({ label: `${key} twice (an array)`, ...form([...list, [key, value]]) });
    bad.push({ label: `SQL in ${key}`, ...swap(SQL), injected: key });
    bad.push({ label: `XSS in ${key}`, ...swap(XSS), injected: key });
  }
  return bad;
}

function corpusOf(c: WriteCase): Bad[] {
  const base = c.base?.();
  switch (c.kind) {
    case 'json':
      return jsonCorpus(base as Body);
    case 'none':
      return noBodyCorpus();
    case 'multipart':
      return multipartCorpus(base as MultipartPart[]);
    case 'form':
      return formCorpus(base as Record<string, string>);
  }
}

const V1 = '/integration/v1';
const agent = () => ava.headers;
const admin = () => ({ [ADMIN_HEADER]: ADMIN });

const CASES: WriteCase[] = [
  // Profile (integration v1).
  {
    route: `PUT ${V1}/users/:id/update-personal-information`,
    url: () => `${V1}/users/${ava.payload.user_id}/update-personal-information`,
    headers: agent,
    kind: 'json',
    base: () => ({ first_name: 'Ava', last_name: 'Martin', phone: '+15550100100', date_of_birth: '1990-04-12' }),
  },
  {
    route: `PUT ${V1}/users/address`,
    url: () => `${V1}/users/address`,
    headers: agent,
    kind: 'json',
    base: () => ({ address_line1: '1 Main St', address_line2: 'Suite 2', postal_code: '10001', ...addressIds }),
    freeText: ['address_line1', 'address_line2'],
  },
  {
    route: `POST ${V1}/users/profile-picture`,
    url: () => `${V1}/users/profile-picture`,
    headers: agent,
    kind: 'multipart',
    base: () => [{ name: 'file', file: { content: pngFile(8, 8, [10, 120, 200]), filename: 'me.png', type: 'image/png' } }],
  },
  { route: `PUT ${V1}/users/profile-picture`, url: () => `${V1}/users/profile-picture`, headers: agent, kind: 'none' },
  { route: `PUT ${V1}/users/:id/request-license`, url: () => `${V1}/users/${ava.payload.user_id}/request-license`, headers: agent, kind: 'none' },
  {
    route: `POST ${V1}/users/upload-essential-documents`,
    url: () => `${V1}/users/upload-essential-documents`,
    headers: agent,
    kind: 'multipart',
    base: () => [{ name: 'file', file: { content: pdfFile(['Licence certificate']), filename: 'licence.pdf', type: 'application/pdf' } }],
  },
  { route: `DELETE ${V1}/users/archive-essential-documents/:id`, url: () => `${V1}/users/archive-essential-documents/999999`, headers: agent, kind: 'none' },
  {
    route: `PUT ${V1}/users/:id/request-essential-documents-update`,
    url: () => `${V1}/users/${ava.payload.user_id}/request-essential-documents-update`,
    headers: agent,
    kind: 'none',
  },
  // Bank account, payment card, payments.
  {
    route: `POST ${V1}/agent-bank-account`,
    url: () => `${V1}/agent-bank-account`,
    headers: agent,
    kind: 'json',
    base: () => ({ account_holder: 'Ava Martin', routing_number: '011000015', account_number: '123456789', account_type: 'CHECKING' }),
    freeText: ['account_holder'],
  },
  { route: `PUT ${V1}/agent-bank-account`, url: () => `${V1}/agent-bank-account`, headers: agent, kind: 'none' },
  {
    route: `POST ${V1}/agent-payment-card`,
    url: () => `${V1}/agent-payment-card`,
    headers: agent,
    kind: 'json',
    base: () => ({ token: 'tok_sandbox_0123456789', brand: 'Visa', last4: '1111', exp_month: 12, exp_year: 2030 }),
    freeText: ['brand'],
    baseRejection: /card token is unknown to the payment provider/,
  },
  { route: `PUT ${V1}/agent-payment-card`, url: () => `${V1}/agent-payment-card`, headers: agent, kind: 'none' },
  {
    route: `POST ${V1}/payment/braintree/pay`,
    url: () => `${V1}/payment/braintree/pay`,
    headers: () => ({ ...ava.headers, 'idempotency-key': randomUUID() }),
    kind: 'json',
    base: () => ({ user_id: ava.payload.user_id }),
  },
  {
    route: 'POST /card-provider/v1/tokenize',
    url: () => '/card-provider/v1/tokenize',
    headers: agent,
    kind: 'json',
    base: () => ({ number: '4111 1111 1111 1111', exp_month: 12, exp_year: 2030, cvv: '123' }),
  },
  // Notifications (intercom v1).
  { route: 'PUT /intercom/v1/notifications/seen', url: () => '/intercom/v1/notifications/seen', headers: agent, kind: 'none' },
  { route: 'PUT /intercom/v1/notifications/:id/seen', url: () => '/intercom/v1/notifications/999999/seen', headers: agent, kind: 'none' },
  // Support, contact us.
  {
    route: `POST ${V1}/support/tickets`,
    url: () => `${V1}/support/tickets`,
    headers: agent,
    kind: 'multipart',
    base: () => [
      { name: 'subject', value: 'Override missing' },
      { name: 'category', value: 'COMMISSIONS' },
      { name: 'priority', value: 'HIGH' },
      { name: 'description', value: 'The override of my downline is missing this pay cycle.' },
    ],
    freeText: ['subject', 'description'],
  },
  {
    route: `PUT ${V1}/support/tickets/:id`,
    url: () => `${V1}/support/tickets/${ticketId}`,
    headers: agent,
    kind: 'json',
    base: () => ({ subject: 'Override missing', description: 'The override of my downline is missing this pay cycle.' }),
    freeText: ['subject', 'description'],
  },
  {
    route: `POST ${V1}/support/tickets/:id/replies`,
    url: () => `${V1}/support/tickets/${ticketId}/replies`,
    headers: agent,
    kind: 'json',
    base: () => ({ message: 'Any news?' }),
    freeText: ['message'],
  },
  { route: `PUT ${V1}/support/tickets/:id/close`, url: () => `${V1}/support/tickets/${ticketId}/close`, headers: agent, kind: 'none' },
  {
    route: `POST ${V1}/contact-us`,
    url: () => `${V1}/contact-us`,
    headers: agent,
    kind: 'json',
    base: () => ({ topic: 'PAYMENTS', subject: 'A question', message: 'When is the next payout of my pay cycle?' }),
    freeText: ['subject', 'message'],
  },
  // Promotion.
  { route: `POST ${V1}/promotion/generate`, url: () => `${V1}/promotion/generate`, headers: agent, kind: 'none' },
  {
    route: `POST ${V1}/promotion/approve`,
    url: () => `${V1}/promotion/approve`,
    headers: () => uma.headers,
    kind: 'json',
    base: () => ({ request_id: requestId, decision: 'DECLINED', note: 'Not this cycle.' }),
    freeText: ['note'],
  },
  // Account (sso v1).
  {
    route: 'PUT /sso/v1/sign-up-security/change-identity-security-question',
    url: () => '/sso/v1/sign-up-security/change-identity-security-question',
    // Uma: a wrong current password counts against the account's sign-in failures (issue #26
    // finding 5), and Ava's budget of 5 goes to the password change below.
    headers: () => uma.headers,
    kind: 'json',
    base: () => ({ question_id: 1, answer: 'Blue', current_password: DEMO_PASSWORD }),
    freeText: ['answer'],
    recordsRejections: true,
  },
  {
    route: 'POST /sso/v1/sign-in/stay-connected',
    url: () => '/sso/v1/sign-in/stay-connected',
    headers: agent,
    kind: 'json',
    base: () => ({ identity: ava.payload.identity, client: ava.payload.client_id, session: ava.payload.session }),
  },
  // Its own session: the bad bodies get their 400 before anything ends, the valid (empty)
  // request at the end of the case ends that session (issue #13 §2).
  { route: 'POST /sso/v1/sign-in/logout', url: () => '/sso/v1/sign-in/logout', headers: () => leaving.headers, kind: 'none' },
  {
    route: 'PUT /sso/v1/password/change',
    url: () => '/sso/v1/password/change',
    headers: agent,
    kind: 'json',
    base: () => ({ current_password: 'not-the-password', new_password: 'N3w-Passw0rd!x' }),
    baseRejection: /current password is not correct/,
    recordsRejections: true,
  },
  // Identity provider.
  {
    route: 'POST /idp/sign-in',
    url: () => '/idp/sign-in',
    headers: () => ({ origin: 'http://localhost:4000', 'sec-fetch-site': 'same-origin' }),
    kind: 'form',
    base: () => ({ email: DEMO_ACCOUNTS.leo.email, password: 'wrong-password' }),
    recordsRejections: true,
  },
  // Sandbox admin (stands in for support and the back office).
  {
    route: 'POST /sandbox/notifications',
    url: () => '/sandbox/notifications',
    headers: admin,
    kind: 'json',
    base: () => ({ email: DEMO_ACCOUNTS.ava.email, subject: 'Hello', body: 'A notification', href: '/dashboard' }),
    freeText: ['subject', 'body'],
  },
  {
    route: 'POST /sandbox/tickets/status',
    url: () => '/sandbox/tickets/status',
    headers: admin,
    kind: 'json',
    base: () => ({ ticket: 'TCK-999999', status: 'IN_PROGRESS' }),
  },
  {
    route: 'POST /sandbox/tickets/reply',
    url: () => '/sandbox/tickets/reply',
    headers: admin,
    kind: 'json',
    base: () => ({ ticket: 'TCK-999999', message: 'We are on it.' }),
    freeText: ['message'],
  },
  {
    route: 'POST /sandbox/announcements',
    url: () => '/sandbox/announcements',
    headers: admin,
    kind: 'json',
    base: () => ({ title: 'Portal news', body: 'Statements are out.', pinned: false }),
    freeText: ['title', 'body'],
  },
  {
    route: 'POST /sandbox/logout',
    url: () => '/sandbox/logout',
    headers: admin,
    kind: 'json',
    base: () => ({ email: 'nobody@agent-portal.test', cause: 'forced-logout' }),
  },
];

/** The next transaction id PostgreSQL hands out, taking it (see the header comment). */
async function takeTransactionId(): Promise<bigint> {
  const [row] = await t.db.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
  return BigInt(row!.id);
}

async function send(c: WriteCase, bad: Bad | null) {
  const method = c.route.split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
  const headers: Record<string, string> = { ...c.headers() };
  if (bad?.contentType) headers['content-type'] = bad.contentType;
  let payload: string | Buffer | object | undefined;
  if (bad) payload = Buffer.isBuffer(bad.payload) || typeof bad.payload === 'string' && bad.contentType ? (bad.payload as string | Buffer) : JSON.stringify(bad.payload);
  if (bad && !bad.contentType) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url: c.url(), headers, ...(payload !== undefined ? { payload } : {}) });
}

beforeAll(async () => {
  t = await createTestApp({ sandboxAdminToken: ADMIN });
  [ava, uma, leaving] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'uma'), signIn(t.app, 'uma')]);
  const [ids] = await t.db.query<typeof addressIds>(
    `SELECT co.id AS country_id, s.id AS state_id, ci.id AS city_id
       FROM cities ci JOIN states s ON s.id = ci.state_id JOIN countries co ON co.id = s.country_id LIMIT 1`,
  );
  addressIds = ids!;
  const [ticket] = await t.db.query<{ id: number }>("SELECT id FROM tickets WHERE user_id = $1 AND status = 'OPEN' ORDER BY id LIMIT 1", [ava.payload.user_id]);
  ticketId = ticket?.id ?? 1;
  const [pending] = await t.db.query<{ id: number }>("SELECT id FROM promotion_requests WHERE status = 'PENDING' ORDER BY id LIMIT 1");
  requestId = pending?.id ?? 1;
});
afterAll(() => t.close());

describe('strict input on every write route (issue #13 §3)', () => {
  it('the corpus covers every write route the app registers', () => {
    const listed = new Set(CASES.map((c) => c.route));
    expect(t.app.writeRoutes.filter((route) => !listed.has(route)), 'write routes without a case').toEqual([]);
    expect([...listed].filter((route) => !t.app.writeRoutes.includes(route)), 'cases of no route').toEqual([]);
  });

  it('the "nothing stored" check sees a write (so it can fail)', async () => {
    const before = await takeTransactionId();
    const response = await t.app.inject({
      method: 'POST',
      url: `${V1}/contact-us`,
      headers: ava.headers,
      payload: { topic: 'PAYMENTS', subject: 'A question', message: 'When is the next payout of my pay cycle?' },
    });
    expect(response.statusCode).toBe(201);
    expect(await takeTransactionId()).toBeGreaterThan(before + 1n);
  });

  it.each(CASES.map((c) => [c.route, c] as const))('%s: every bad body → 4xx naming the problem, nothing stored', async (_route, c) => {
    const accepted: string[] = [];
    for (const bad of corpusOf(c)) {
      const before = await takeTransactionId();
      const response = await send(c, bad);
      const status = response.statusCode;
      const context = `${c.route} with ${bad.label}: ${status} ${response.body.slice(0, 200)}`;
      expect(status, context).toBeLessThan(500);
      if (bad.injected && status < 400) {
        // Stored as text: only free-text fields may take it.
        expect(c.freeText ?? [], context).toContain(bad.injected);
        accepted.push(bad.injected);
        continue;
      }
      expect(status, context).toBeGreaterThanOrEqual(400);
      // The identity provider answers its form with a page (a body over the form limit, which no
      // browser form sends, with the JSON 413); every other route with `{ message }`.
      if (c.kind === 'form' && status !== 413) expect(response.headers['content-type'], context).toMatch(/^text\/html/);
      else expect(typeof response.json().message, context).toBe('string');
      if (!(bad.injected && c.recordsRejections)) {
        let taken = (await takeTransactionId()) - before;
        // On a PostgreSQL server, ids are cluster-wide: autovacuum's ANALYZE of the databases the
        // other test files just wrote, or their DROP, can take one in between. A route that writes
        // takes one on every try, so the same body is sent again, up to four times, and one clean
        // try is enough.
        for (let retry = 0; taken !== 1n && onPostgres() && retry < 4; retry += 1) {
          const again = await takeTransactionId();
          await send(c, bad);
          taken = (await takeTransactionId()) - again;
        }
        expect(taken, `${context} — wrote to the database`).toBe(1n);
      }
    }
    // The base body itself passes validation (so each 4xx above is the bad part's doing).
    const ok = await send(c, c.base ? corpusBase(c) : null);
    const okContext = `${c.route} with its valid body: ${ok.statusCode} ${ok.body.slice(0, 200)}`;
    if (c.baseRejection) expect(ok.json().message, okContext).toMatch(c.baseRejection);
    else expect(ok.statusCode, okContext).not.toBe(400);
    expect(ok.statusCode, okContext).toBeLessThan(500);
  });
});

/** The case's valid body as a {@link Bad} to send. */
function corpusBase(c: WriteCase): Bad {
  const base = c.base!();
  if (c.kind === 'multipart') return { label: 'valid', ...asPayload(multipartBody(base as MultipartPart[])) };
  if (c.kind === 'form') {
    return { label: 'valid', payload: new URLSearchParams(base as Record<string, string>).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { label: 'valid', payload: base };
}

describe('replayed findings of issue #13 §6 (lenient bodies)', () => {
  it('"first_name": true is a 400 naming the field, not the string "true"', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${V1}/users/${ava.payload.user_id}/update-personal-information`,
      headers: ava.headers,
      payload: { first_name: true, last_name: 'Martin', phone: '+15550100100' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid request: body.first_name must be string.');
  });

  it('an unknown field is refused by name, not dropped', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${V1}/users/address`,
      headers: ava.headers,
      payload: { address_line1: '1 Main St', postal_code: '10001', ...addressIds, is_admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid request: body.is_admin is not a known field.');
  });

  it('a number where text is expected, and text where a number is, are refused', async () => {
    const holder = await t.app.inject({
      method: 'POST',
      url: `${V1}/agent-bank-account`,
      headers: ava.headers,
      payload: { account_holder: 12345, routing_number: '011000015', account_number: '123456789', account_type: 'CHECKING' },
    });
    expect(holder.json().message).toBe('Invalid request: body.account_holder must be string.');
    const city = await t.app.inject({
      method: 'PUT',
      url: `${V1}/users/address`,
      headers: ava.headers,
      payload: { address_line1: '1 Main St', postal_code: '10001', ...addressIds, city_id: String(addressIds.city_id) },
    });
    expect(city.json().message).toBe('Invalid request: body.city_id must be integer.');
  });

  it('a route that takes no body says so', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/intercom/v1/notifications/seen', headers: ava.headers, payload: { all: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid request: body.all is not a known field.');
    const text = await t.app.inject({ method: 'PUT', url: '/intercom/v1/notifications/seen', headers: { ...ava.headers, 'content-type': 'application/json' }, payload: '"all"' });
    expect(text.json().message).toBe('Invalid request: body must be a JSON object or empty.');
    const empty = await t.app.inject({ method: 'PUT', url: '/intercom/v1/notifications/seen', headers: ava.headers });
    expect(empty.statusCode).toBe(200);
  });
});
