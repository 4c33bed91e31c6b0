import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TicketDetail } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_SUPPORT, SUPPORT_ACCOUNT } from '../db/seed/constants.js';
import { pdfFile } from '../files/sample-files.js';
import { createTestApp, multipartBody, signIn, signInEmail, type SignedIn, type TestApp } from '../test/harness.js';
import { STORAGE_PREFIXES, storageRuleOf } from './hub.js';

// Issue #26 finding 2: ticket attachments were served to anyone with the path. Every storage prefix
// now has a rule (src/storage/hub.ts STORAGE_PREFIXES, the README's "Storage prefixes"); the ticket
// rule mirrors the documents' tests (src/routes/integration/profile.test.ts "essential documents").
let t: TestApp;
let ava: SignedIn;
let bea: SignedIn;
let sue: SignedIn;
/** `/storage/hub/…` of an attachment Ava uploaded, and of the seeded one of her RESOLVED ticket. */
let uploaded: string;
let seeded: string;
/** `/storage/hub/…` of one of Ava's seeded essential documents. */
let avaDocument: string;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });
const cookie = (who: SignedIn) => ({ cookie: `access_token=${who.token}` });

beforeAll(async () => {
  t = await createTestApp();
  [ava, bea, sue] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'bea'), signInEmail(t.app, SUPPORT_ACCOUNT)]);
  const body = multipartBody([
    { name: 'subject', value: 'Statement attached' },
    { name: 'category', value: 'COMMISSIONS' },
    { name: 'priority', value: 'NORMAL' },
    { name: 'description', value: 'My statement of last pay cycle is attached for reference.' },
    { name: 'attachments', file: { content: pdfFile(['Private statement of Ava']), filename: 'statement.pdf', type: 'application/pdf' } },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/integration/v1/support/tickets',
    headers: { ...ava.headers, 'content-type': body.type },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const ticket = (created.json() as { data: TicketDetail }).data;
  const paths = await t.db.query<{ storage_path: string; ticket_id: number }>(
    `SELECT a.storage_path, a.ticket_id FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id WHERE t.user_id = $1 ORDER BY a.id`,
    [ava.payload.user_id],
  );
  uploaded = `/storage/hub/${paths.find((p) => p.ticket_id === ticket.id)!.storage_path}`;
  seeded = `/storage/hub/${paths.find((p) => p.ticket_id !== ticket.id)!.storage_path}`;
  const [doc] = await t.db.query<{ storage_path: string }>('SELECT storage_path FROM essential_documents WHERE user_id = $1 ORDER BY id LIMIT 1', [
    ava.payload.user_id,
  ]);
  avaDocument = `/storage/hub/${doc!.storage_path}`;
});
afterAll(() => t.close());

describe('ticket attachments: the ticket owner and support only (issue #26 finding 2)', () => {
  it('the support account signs in with a token carrying role_id 4', () => {
    expect(sue.payload.role_id).toBe(ROLE_SUPPORT);
    expect(sue.payload.identity).toBe(SUPPORT_ACCOUNT);
  });

  it('owner 200 (bearer or cookie) with cache-control private, no-store; other agent 403; anonymous 401; support 200', async () => {
    expect(uploaded).toMatch(new RegExp(`^/storage/hub/tickets/u${ava.payload.user_id}/[0-9a-f]{24}\\.pdf$`));
    expect(seeded).toMatch(/^\/storage\/hub\/tickets\/\d+\/seed-\d+\.pdf$/);
    for (const file of [uploaded, seeded]) {
      const own = await get(file, bearer(ava));
      expect(own.statusCode, file).toBe(200);
      expect(own.headers['content-type'], file).toBe('application/pdf');
      expect(own.headers['cache-control'], file).toBe('private, no-store');
      expect((await get(file, cookie(ava))).statusCode, file).toBe(200);
      const other = await get(file, cookie(bea));
      expect(other.statusCode, file).toBe(403);
      expect(other.json(), file).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You can only open the attachments of your own tickets.' });
      expect((await get(file, bearer(bea))).statusCode, file).toBe(403);
      const anonymous = await get(file);
      expect(anonymous.statusCode, file).toBe(401);
      expect(anonymous.json().message, file).toBe('Sign-in required to open this attachment.');
      expect((await get(file, { authorization: 'Bearer not-a-token' })).statusCode, file).toBe(401);
      const support = await get(file, bearer(sue));
      expect(support.statusCode, file).toBe(200);
      expect(support.headers['cache-control'], file).toBe('private, no-store');
      expect(support.body, file).toBe((await get(file, bearer(ava))).body);
      expect((await t.app.inject({ method: 'HEAD', url: file })).statusCode, file).toBe(401);
    }
  });

  it('an ended session is refused like none', async () => {
    const leaving = await signIn(t.app, 'ava');
    expect((await get(uploaded, bearer(leaving))).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/sso/v1/sign-in/logout', headers: leaving.headers });
    expect((await get(uploaded, bearer(leaving))).statusCode).toBe(401);
  });

  it('a path no ticket names is served to nobody (404), its owner and support included', async () => {
    const orphan = `/storage/hub/tickets/u${ava.payload.user_id}/000000000000000000000000.pdf`;
    expect((await get(orphan, bearer(ava))).statusCode).toBe(404);
    expect((await get(orphan, bearer(sue))).statusCode).toBe(404);
    expect((await get(orphan)).statusCode).toBe(401);
  });

  it('path tricks are judged as the file they reach: ../, encoded and doubled slashes', async () => {
    const relative = uploaded.slice('/storage/hub/'.length);
    const document = avaDocument.slice('/storage/hub/'.length);
    const cases: Array<[string, Record<string, string>, number]> = [
      // Into documents/: the documents' rule (owner only; support is not the owner).
      [`/storage/hub/tickets/../${document}`, {}, 401],
      [`/storage/hub/tickets/../${document}`, cookie(bea), 403],
      [`/storage/hub/tickets/../${document}`, bearer(sue), 403],
      [`/storage/hub/tickets/..%2F${document.replaceAll('/', '%2F')}`, cookie(bea), 403],
      [`/storage/hub/tickets/%2e%2e/${document}`, cookie(bea), 403],
      [`/storage/hub/avatars/%2E%2E%2F${document}`, {}, 401],
      // Into tickets/ from a public prefix: the tickets' rule.
      [`/storage/hub/avatars/../${relative}`, {}, 401],
      [`/storage/hub/avatars/%2e%2e%2f${relative}`, cookie(bea), 403],
      [`/storage/hub//${relative}`, cookie(bea), 403],
      [`/storage/hub/./${relative}`, cookie(bea), 403],
      [`/storage/hub/avatars/../${relative}`, bearer(ava), 200],
      // Doubly encoded: decoded once, a folder literally named "%2e%2e" — no such attachment.
      [`/storage/hub/tickets/%252e%252e/${document}`, bearer(ava), 404],
      // Out of the bucket, or under no listed prefix: refused by default.
      ['/storage/hub/tickets/../../public/forms/x.pdf', {}, 404],
      [`/storage/hub/Tickets/${relative.slice('tickets/'.length)}`, bearer(ava), 404],
      ['/storage/hub/secret/notes.txt', bearer(ava), 404],
      ['/storage/hub/missing.png', {}, 404],
      ['/storage/public/private/notes.txt', {}, 404],
      ['/storage/hub/%E0%A4%A', {}, 400],
    ];
    for (const [url, headers, status] of cases) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(status);
      if (status !== 200) expect(response.body, url).not.toContain('Private statement');
    }
  });

  it('avatars, forms and images stay public; documents stay owner-only (support included)', async () => {
    const [row] = await t.db.query<{ avatar_url: string; link: string }>(
      'SELECT (SELECT avatar_url FROM users WHERE id = $1) AS avatar_url, (SELECT link FROM forms ORDER BY id LIMIT 1) AS link',
      [ava.payload.user_id],
    );
    expect((await get(`/storage/hub/${row!.avatar_url}`)).statusCode).toBe(200);
    expect((await get(`/storage/public/${row!.link}`)).statusCode).toBe(200);
    expect((await get('/storage/public/images/default-avatar.svg')).statusCode).toBe(200);
    expect((await get(avaDocument, bearer(ava))).statusCode).toBe(200);
    expect((await get(avaDocument, bearer(sue))).statusCode).toBe(403);
  });
});

describe('storage prefixes: the audit (issue #26 finding 2)', () => {
  const walk = async (dir: string, prefix = ''): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
    );
    return nested.flat();
  };

  it('every file written under the buckets (seed and uploads) is under a listed prefix', async () => {
    for (const bucket of ['hub', 'public'] as const) {
      const files = await walk(path.join(t.config.dataDir, 'storage', bucket));
      expect(files.length, bucket).toBeGreaterThan(0);
      expect(files.filter((file) => !storageRuleOf(bucket, file)), bucket).toEqual([]);
    }
  });

  it('lists each prefix once, with a reason; only hub files are private', () => {
    const keys = STORAGE_PREFIXES.map((rule) => `${rule.bucket}:${rule.prefix}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(STORAGE_PREFIXES.every((rule) => rule.prefix.endsWith('/') && rule.why.length > 20)).toBe(true);
    expect(STORAGE_PREFIXES.filter((rule) => rule.bucket === 'public').every((rule) => rule.read === 'PUBLIC')).toBe(true);
    expect(Object.fromEntries(STORAGE_PREFIXES.map((rule) => [`${rule.bucket}/${rule.prefix}`, rule.read]))).toEqual({
      'hub/avatars/': 'PUBLIC',
      'hub/documents/': 'OWNER_SEGMENT',
      'hub/tickets/': 'TICKET_OWNER_OR_SUPPORT',
      'public/forms/': 'PUBLIC',
      'public/images/': 'PUBLIC',
    });
  });
});
