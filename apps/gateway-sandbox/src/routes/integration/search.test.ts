import type { SearchResult } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_COUNTS } from '../../db/seed/search/clients.js';
import { MAX_SEED_SCALE, seedScale } from '../../db/seed/search/index.js';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { searchWords } from '../../http/list.js';

let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;
let leo: SignedIn;

beforeAll(async () => ({ t, ava, uma, leo } = await startSignedIn('ava', 'uma', 'leo')));
afterAll(() => t.close());

const get = (query: string, who: SignedIn | null) =>
  t.app.inject({ method: 'GET', url: `/integration/v1/analytics/search?${query}`, headers: who ? who.headers : {} });
const search = async (text: string, who: SignedIn, extra = '') => {
  const response = await get(`search=${encodeURIComponent(text)}${extra}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SearchResult }).data;
};

describe('search seed (issue #3)', () => {
  it('gives Ava 40 clients, some without policies; forms of every category; tickets for the demo agents', async () => {
    const [clients] = await t.db.query<{ n: number; without: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM policies p WHERE p.client_id = c.id))::int AS without
         FROM clients c WHERE agent_id = $1`,
      [ava.payload.user_id],
    );
    expect(clients!.n).toBe(DEMO_CLIENT_COUNTS.ava);
    expect(clients!.without).toBeGreaterThan(0);
    const [{ total }] = (await t.db.query<{ total: number }>('SELECT count(*)::int AS total FROM clients')) as [{ total: number }];
    expect(total).toBe(1000);
    const categories = await t.db.query<{ category: string; n: number }>(
      'SELECT category, count(*)::int AS n FROM forms GROUP BY category ORDER BY category',
    );
    expect(categories.map((row) => row.category)).toEqual(['BACK_OFFICE', 'BUSSINESS_OVERVIEW', 'COMPLIANCE_FORMS', 'POLICY_FORMS']);
    expect(categories.every((row) => row.n >= 10)).toBe(true);
    for (const who of [ava, uma, leo]) {
      const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE user_id = $1', [who.payload.user_id]);
      expect(row!.n).toBeGreaterThanOrEqual(3);
    }
    const [mismatch] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policies p JOIN clients c ON c.id = p.client_id WHERE p.agent_id <> c.agent_id',
    );
    expect(mismatch!.n).toBe(0);
  });

  it('serves every form file from the public bucket as a PDF', async () => {
    const [form] = await t.db.query<{ link: string }>('SELECT link FROM forms ORDER BY id LIMIT 1');
    const response = await t.app.inject({ method: 'GET', url: `/storage/public/${form!.link}` });
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('SEED_SCALE: default 1, an integer from 1 to 1000', () => {
    expect(seedScale({})).toBe(1);
    expect(seedScale({ SEED_SCALE: ' 100 ' })).toBe(100);
    for (const bad of ['0', '-1', '1.5', 'lots', String(MAX_SEED_SCALE + 1)]) {
      expect(() => seedScale({ SEED_SCALE: bad })).toThrow(/SEED_SCALE must be an integer from 1 to 1000/);
    }
  });
});

describe('GET /integration/v1/analytics/search (spec §2 Search modal, §3, §7)', () => {
  it('finds the caller\'s clients by name with their policies shaped as §3', async () => {
    const [client] = await t.db.query<{ id: number; first_name: string; last_name: string }>(
      `SELECT c.id, c.first_name, c.last_name FROM clients c
        WHERE c.agent_id = $1 AND EXISTS (SELECT 1 FROM policies p WHERE p.client_id = c.id) ORDER BY c.id LIMIT 1`,
      [ava.payload.user_id],
    );
    const data = await search(`${client!.first_name} ${client!.last_name}`, ava);
    const found = data.clients.find((row) => row.id === client!.id);
    expect(found).toBeDefined();
    expect(Object.keys(found!).sort()).toEqual(['first_name', 'id', 'last_name', 'policies']);
    expect(found!.policies.length).toBeGreaterThan(0);
    for (const policy of found!.policies) {
      expect(policy.policy_no).toMatch(/^[A-Z]{2}-\d{7}$/);
      expect(policy.products.product_type.title).toEqual(expect.any(String));
    }
    const owners = await t.db.query<{ agent_id: number }>('SELECT DISTINCT agent_id FROM clients WHERE id = ANY($1::int[])', [
      data.clients.map((row) => row.id),
    ]);
    expect(owners).toEqual([{ agent_id: ava.payload.user_id }]);
  });

  it('words match in any order; matching is case-insensitive', async () => {
    const [client] = await t.db.query<{ id: number; first_name: string; last_name: string }>(
      'SELECT id, first_name, last_name FROM clients WHERE agent_id = $1 ORDER BY id LIMIT 1',
      [ava.payload.user_id],
    );
    const data = await search(`${client!.last_name.toUpperCase()} ${client!.first_name.toLowerCase()}`, ava);
    expect(data.clients.map((row) => row.id)).toContain(client!.id);
  });

  it('a client without policies comes with an empty list (the modal shows N/A)', async () => {
    const [client] = await t.db.query<{ id: number; first_name: string; last_name: string }>(
      `SELECT c.id, c.first_name, c.last_name FROM clients c
        WHERE c.agent_id = $1 AND NOT EXISTS (SELECT 1 FROM policies p WHERE p.client_id = c.id) ORDER BY c.id LIMIT 1`,
      [ava.payload.user_id],
    );
    const data = await search(`${client!.first_name} ${client!.last_name}`, ava);
    expect(data.clients.find((row) => row.id === client!.id)?.policies).toEqual([]);
  });

  it('finds a client by policy number, the exact number first', async () => {
    const [policy] = await t.db.query<{ policy_no: string; client_id: number }>(
      'SELECT policy_no, client_id FROM policies WHERE agent_id = $1 ORDER BY id LIMIT 1',
      [ava.payload.user_id],
    );
    const data = await search(policy!.policy_no.toLowerCase(), ava);
    expect(data.clients[0]!.id).toBe(policy!.client_id);
    expect(data.clients[0]!.policies.map((p) => p.policy_no)).toContain(policy!.policy_no);
  });

  it('never returns another agent\'s clients or tickets', async () => {
    const [other] = await t.db.query<{ first_name: string; last_name: string; policy_no: string }>(
      `SELECT c.first_name, c.last_name, p.policy_no FROM clients c JOIN policies p ON p.client_id = c.id
        WHERE c.agent_id = $1 ORDER BY c.id LIMIT 1`,
      [uma.payload.user_id],
    );
    const byPolicy = await search(other!.policy_no, ava);
    expect(byPolicy.clients).toEqual([]);
    const [ticket] = await t.db.query<{ ticket: string }>('SELECT ticket FROM tickets WHERE user_id = $1 LIMIT 1', [
      uma.payload.user_id,
    ]);
    expect((await search(ticket!.ticket, ava)).support).toEqual([]);
    expect((await search(ticket!.ticket, uma)).support.map((row) => row.ticket)).toEqual([ticket!.ticket]);
  });

  it('searches the forms catalogue by title and tag', async () => {
    const byTitle = await search('money laundering', ava);
    expect(byTitle.forms[0]).toEqual({
      id: expect.any(Number),
      title: 'Anti-Money Laundering (AML) Certification',
      tag: 'AML',
      category: 'COMPLIANCE_FORMS',
      link: 'forms/compliance/anti-money-laundering-aml-certification.pdf',
    });
    const byTag = await search('payroll', ava);
    expect(byTag.forms.map((form) => form.title)).toContain('Direct Deposit Authorization');
    const overview = await search('worksheet', ava);
    expect(overview.forms.every((form) => form.category === 'BUSSINESS_OVERVIEW')).toBe(true);
    expect(overview.forms.length).toBeGreaterThanOrEqual(2);
  });

  it('matches client names and forms accent-insensitively (issue #11): "sofia" finds Sofía Hernández', async () => {
    const data = await search('sofia', ava);
    expect(data.clients.map((c) => `${c.first_name} ${c.last_name}`)).toContain('Sofía Hernández');
    const sofia = data.clients.find((c) => c.first_name === 'Sofía')!;
    expect(sofia.policies.map((p) => p.policy_no).sort()).toEqual(['CI-0000083', 'MA-0000084']);
    expect((await search('hernandez sofia', ava)).clients.map((c) => c.id)).toEqual([sofia.id]);
    expect((await search('SOFÍA', ava)).clients[0]!.id).toBe(sofia.id);
    // An unaccented query finds the accented last names too (Lefèvre, Müller …).
    expect((await search('lefevre', ava)).clients.map((c) => c.last_name)).toContain('Lefèvre');
    expect((await search('muller', ava)).clients.map((c) => c.last_name)).toContain('Müller');
    // Names only: the email of a client is not searched here.
    expect((await search('example', ava)).clients).toEqual([]);
    const forms = await search('médicare application', ava);
    expect(forms.forms.map((f) => f.title).sort()).toEqual(['Medicare Advantage Application', 'Medicare Supplement Application']);
    expect(forms.forms.every((f) => f.category === 'POLICY_FORMS')).toBe(true);
  });

  it('links each form to the list of its own category (issue #28 item 6): on that list, on no other', async () => {
    const lists = new Map<string, Set<number>>();
    for (const category of ['POLICY_FORMS', 'BACK_OFFICE', 'COMPLIANCE_FORMS', 'BUSSINESS_OVERVIEW']) {
      const response = await t.app.inject({ method: 'GET', url: `/integration/v1/forms?category=${category}&limit=100`, headers: ava.headers });
      lists.set(category, new Set((response.json() as { data: { id: number }[] }).data.map((f) => f.id)));
    }
    const found = new Map<number, string>();
    for (const text of ['application', 'form', 'request', 'agent', 'policy', 'life', 'report']) {
      for (const form of (await search(text, ava, '&limit=20')).forms) found.set(form.id, form.category);
    }
    expect([...new Set(found.values())].sort()).toEqual(['BACK_OFFICE', 'BUSSINESS_OVERVIEW', 'COMPLIANCE_FORMS', 'POLICY_FORMS']);
    for (const [id, category] of found) {
      for (const [listed, ids] of lists) expect(ids.has(id), `form ${id} (${category}) on the ${listed} list`).toBe(listed === category);
    }
    const [term] = (await search('Term Life Application', ava)).forms;
    expect(term).toMatchObject({ category: 'POLICY_FORMS', link: 'forms/policy/term-life-application.pdf' });
  });

  it('refuses a NUL character with 400 (never 500)', async () => {
    const response = await get('search=sof%00ia', ava);
    expect(response.statusCode).toBe(400);
  });

  it('searches the caller\'s tickets by number and subject', async () => {
    const mine = await t.db.query<{ id: number; ticket: string; subject: string; status: string }>(
      'SELECT id, ticket, subject, status FROM tickets WHERE user_id = $1 ORDER BY id',
      [ava.payload.user_id],
    );
    const data = await search(mine[0]!.ticket, ava);
    expect(data.support[0]).toEqual(mine[0]);
    const bySubject = await search(mine[1]!.subject.split(' ').slice(0, 2).join(' '), ava);
    expect(bySubject.support.map((row) => row.id)).toContain(mine[1]!.id);
  });

  it('limits each group to 8 by default, or to limit (1…20)', async () => {
    const data = await search('a', ava);
    expect(data.clients).toHaveLength(8);
    expect(data.forms).toHaveLength(8);
    const three = await search('a', ava, '&limit=3');
    expect(three.clients).toHaveLength(3);
    expect(three.forms).toHaveLength(3);
  });

  it('nothing found: three empty groups', async () => {
    expect(await search('zzqxv', ava)).toEqual({ clients: [], forms: [], support: [] });
  });

  it('treats % and _ literally', async () => {
    expect(await search('%', ava)).toEqual({ clients: [], forms: [], support: [] });
    expect(await search('_', ava)).toEqual({ clients: [], forms: [], support: [] });
  });

  it('an unlicensed agent finds none of his clients: they are licensed contractors\' data (spec §6, issue #26)', async () => {
    const [client] = await t.db.query<{ id: number; last_name: string }>(
      'SELECT id, last_name FROM clients WHERE agent_id = $1 ORDER BY id LIMIT 1',
      [leo.payload.user_id],
    );
    expect((await search(client!.last_name, leo)).clients).toEqual([]);
  });

  it.each([
    ['', /search/],
    ['search=', /search/],
    ['search=%20%20%20', /at least one character/],
    [`search=${'x'.repeat(101)}`, /search/],
    ['search=ava&limit=0', /limit/],
    ['search=ava&limit=21', /limit/],
  ])('400 with a message for ?%s', async (query, message) => {
    const response = await get(query, ava);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
  });

  it('accepts exactly 100 characters', async () => {
    expect((await get(`search=${'x'.repeat(100)}`, ava)).statusCode).toBe(200);
  });

  it('401 without a token', async () => {
    expect((await get('search=ava', null)).statusCode).toBe(401);
  });
});

describe('searchWords', () => {
  it('splits on white space, keeps at most 6 words', () => {
    expect(searchWords('  ava   martinez ')).toEqual(['ava', 'martinez']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(searchWords('   ')).toEqual([]);
  });
});
