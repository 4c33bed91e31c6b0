import type { ClientDetail, ClientPage, ClientPossibleFilters, ClientSummary, GatewayEnvelope } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVA_ACCENTED_CLIENT } from '../../db/seed/search/details.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/harness.js';

// Issue #11: the agent's clients (spec §2 my-clients, §6 licensed only, §9; CONTRACTS "Clients").
let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;
let leo: SignedIn;

interface DbClient {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
}
let avaClients: DbClient[];
let sofia: DbClient;

beforeAll(async () => {
  t = await createTestApp();
  [ava, uma, leo] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'uma'), signIn(t.app, 'leo')]);
  avaClients = await t.db.query<DbClient>('SELECT id, first_name, last_name, phone FROM clients WHERE agent_id = $1 ORDER BY id', [
    ava.payload.user_id,
  ]);
  sofia = avaClients.find((c) => c.first_name === AVA_ACCENTED_CLIENT.first_name && c.last_name === AVA_ACCENTED_CLIENT.last_name)!;
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn | null = ava) =>
  t.app.inject({ method: 'GET', url: `/integration/v1${url}`, headers: who ? who.headers : {} });
const list = async (query: string, who: SignedIn = ava) => {
  const response = await get(`/clients?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClientPage;
};
/** Every page of a list query, concatenated. */
const all = async (query: string) => (await list(`${query}&limit=100`)).data;
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
const byName = (a: ClientSummary, b: ClientSummary) =>
  a.last_name < b.last_name ? -1 : a.last_name > b.last_name ? 1 : a.first_name < b.first_name ? -1 : a.first_name > b.first_name ? 1 : a.id - b.id;

describe('seeded client details (issue #11)', () => {
  it('Ava owns the accented client Sofía Hernández (id 74 at scale 1) with policies CI-0000083 and MA-0000084', async () => {
    expect(sofia).toMatchObject({ id: 74 });
    const policies = await t.db.query<{ policy_no: string }>('SELECT policy_no FROM policies WHERE client_id = $1 ORDER BY policy_no', [sofia.id]);
    expect(policies.map((p) => p.policy_no)).toEqual(['CI-0000083', 'MA-0000084']);
  });

  it('every client has a birth date and a US address; every policy a premium and mode agreeing with its commissions', async () => {
    const [clients] = await t.db.query<{ missing: number }>(
      `SELECT count(*) FILTER (WHERE date_of_birth IS NULL OR address_line1 IS NULL OR city IS NULL
                                 OR state_code !~ '^[A-Z]{2}$' OR zip !~ '^[0-9]{5}$')::int AS missing FROM clients`,
    );
    expect(clients!.missing).toBe(0);
    // A commission row holds one quarter's premium: 3 monthly premiums or one quarterly premium.
    const [mismatch] = await t.db.query<{ n: number; checked: number }>(
      `SELECT count(*) FILTER (WHERE c.premium_cents <> p.premium_cents * CASE p.premium_mode WHEN 'MONTHLY' THEN 3 ELSE 1 END)::int AS n,
              count(*)::int AS checked
         FROM commissions c JOIN policies p ON p.id = c.policy_id WHERE c.kind = 'PERSONAL'`,
    );
    expect(mismatch!.checked).toBeGreaterThan(1000);
    expect(mismatch!.n).toBe(0);
    const [policies] = await t.db.query<{ bad: number; monthly: number; quarterly: number }>(
      `SELECT count(*) FILTER (WHERE premium_cents IS NULL OR premium_mode IS NULL
                                 OR (next_premium_due IS NULL) = (status IN ('ACTIVE', 'PENDING'))
                                 OR (face_amount_cents IS NULL) <> (product_id / 10 IN (6, 7, 8, 10)))::int AS bad,
              count(*) FILTER (WHERE premium_mode = 'MONTHLY')::int AS monthly,
              count(*) FILTER (WHERE premium_mode = 'QUARTERLY')::int AS quarterly
         FROM policies`,
    );
    expect(policies).toMatchObject({ bad: 0 });
    expect(policies!.monthly).toBeGreaterThan(0);
    expect(policies!.quarterly).toBeGreaterThan(0);
  });
});

describe('GET /integration/v1/clients', () => {
  it('pages Ava\'s 40 clients by last name, first name, id (10 per page by default)', async () => {
    const first = await list('');
    expect(first.count).toBe(40);
    expect(first.data).toHaveLength(10);
    expect(Object.keys(first.data[0]!).sort()).toEqual(
      ['annual_premium_cents', 'city', 'created_at', 'email', 'first_name', 'id', 'last_name', 'next_premium_due', 'phone',
        'policy_count', 'product_types', 'state_code'].sort(),
    );
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`page=${page}`)));
    const everyone = pages.flatMap((p) => p.data);
    expect(ids(everyone).sort((a, b) => a - b)).toEqual(ids(avaClients));
    expect(everyone).toEqual([...everyone].sort(byName));
    const beyond = await list('page=5');
    expect(beyond).toEqual({ data: [], count: 40 });
    expect((await list('limit=100')).data).toHaveLength(40);
    expect((await list('limit=7&page=6')).data).toHaveLength(5);
  });

  it('figures: policy count, sorted product types, annual premium of ACTIVE policies, earliest ACTIVE due date', async () => {
    const rows = await all('');
    const policies = await t.db.query<{ client_id: number; title: string; status: string; premium_cents: number; premium_mode: string; due: string | null }>(
      `SELECT p.client_id, pt.title, p.status, p.premium_cents, p.premium_mode, to_char(p.next_premium_due, 'YYYY-MM-DD') AS due
         FROM policies p JOIN products pr ON pr.id = p.product_id JOIN product_types pt ON pt.id = pr.product_type_id
        WHERE p.agent_id = $1`,
      [ava.payload.user_id],
    );
    const factor: Record<string, number> = { MONTHLY: 12, QUARTERLY: 4, ANNUAL: 1 };
    for (const row of rows) {
      const own = policies.filter((p) => p.client_id === row.id);
      const active = own.filter((p) => p.status === 'ACTIVE');
      expect(row.policy_count).toBe(own.length);
      expect(row.product_types).toEqual([...new Set(own.map((p) => p.title))].sort());
      expect(row.annual_premium_cents).toBe(active.reduce((sum, p) => sum + p.premium_cents * factor[p.premium_mode]!, 0));
      expect(row.next_premium_due).toBe(active.map((p) => p.due!).sort()[0] ?? null);
    }
    expect(rows.some((r) => r.policy_count === 0 && r.product_types.length === 0 && r.next_premium_due === null)).toBe(true);
  });

  it('search is accent- and case-insensitive on name and email: "sofia" finds Sofía Hernández', async () => {
    const found = await list('search=sofia');
    expect(ids(found.data)).toContain(sofia.id);
    expect(found.data.find((c) => c.id === sofia.id)).toMatchObject({ first_name: 'Sofía', last_name: 'Hernández', city: 'Austin', state_code: 'TX' });
    expect(ids((await list(`search=${encodeURIComponent('HERNANDEZ sofia')}`)).data)).toEqual([sofia.id]);
    expect(ids((await list(`search=${encodeURIComponent('Hernández')}`)).data)).toContain(sofia.id);
    expect(ids((await list(`search=${encodeURIComponent(`c${sofia.id}@example`)}`)).data)).toEqual([sofia.id]);
    expect((await list('search=zzqxy')).count).toBe(0);
  });

  it('search by phone digits (3 or more, any formatting) and by policy number', async () => {
    const digits = sofia.phone.slice(-7); // e.g. 5554512
    const formatted = `${digits.slice(0, 3)}-${digits.slice(3)}`;
    const byPhone = await list(`search=${encodeURIComponent(formatted)}`);
    expect(ids(byPhone.data)).toContain(sofia.id);
    const sameDigits = avaClients.filter((c) => c.phone.replace(/\D/g, '').includes(digits));
    expect(byPhone.count).toBe(sameDigits.length);
    expect(ids((await list('search=MA-0000084')).data)).toEqual([sofia.id]);
    expect(ids((await list('search=ci-0000083')).data)).toEqual([sofia.id]);
    // Two digits never match a phone (every seeded phone holds "555"): only names, emails, policy numbers.
    expect((await list('search=55')).count).toBe(0);
    expect((await list('search=555')).count).toBe(40);
  });

  it('product_type_id and policy_status keep clients holding such a policy; both: the same policy', async () => {
    const expected = async (condition: string, params: unknown[]) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT DISTINCT p.client_id AS id FROM policies p JOIN products pr ON pr.id = p.product_id
            WHERE p.agent_id = $1 AND ${condition} ORDER BY 1`,
          [ava.payload.user_id, ...params],
        )
      ).map((r) => r.id);
    const sorted = (rows: ClientSummary[]) => ids(rows).sort((a, b) => a - b);
    expect(sorted(await all('product_type_id=7'))).toEqual(await expected('pr.product_type_id = $2', [7]));
    expect(sorted(await all('policy_status=LAPSED'))).toEqual(await expected("p.status = 'LAPSED'", []));
    const both = await expected("pr.product_type_id = $2 AND p.status = 'ACTIVE'", [2]);
    expect(sorted(await all('product_type_id=2&policy_status=ACTIVE'))).toEqual(both);
    const pendingTerm = await expected("pr.product_type_id = $2 AND p.status = 'PENDING'", [3]);
    expect(sorted(await all('product_type_id=3&policy_status=PENDING'))).toEqual(pendingTerm);
    expect((await list('product_type_id=999')).count).toBe(0);
    const withSearch = await list('search=sofia&product_type_id=9&policy_status=ACTIVE');
    expect(ids(withSearch.data)).toEqual([sofia.id]);
  });

  it('sorts by every column both ways (nulls last), ties by last name, first name, id', async () => {
    const desc = await all('sort=name:desc');
    expect(desc).toEqual([...desc].sort(byName).reverse());
    const created = await all('sort=created_at:asc');
    expect(created.map((c) => c.created_at)).toEqual(created.map((c) => c.created_at).sort());
    for (const column of ['policy_count', 'annual_premium_cents'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const rows = await all(`sort=${column}:${dir}`);
        const sign = dir === 'asc' ? 1 : -1;
        const expectedRows = [...rows].sort((a, b) => sign * (a[column] - b[column]) || byName(a, b));
        expect(ids(rows)).toEqual(ids(expectedRows));
      }
    }
    for (const dir of ['asc', 'desc'] as const) {
      const rows = await all(`sort=next_premium_due:${dir}`);
      const dated = rows.filter((r) => r.next_premium_due !== null);
      const values = dated.map((r) => r.next_premium_due!);
      expect(values).toEqual(dir === 'asc' ? [...values].sort() : [...values].sort().reverse());
      expect(rows.slice(dated.length).every((r) => r.next_premium_due === null)).toBe(true);
      expect(dated.length).toBeGreaterThan(0);
    }
  });

  it('400 for unknown, repeated or bad parameters, with a message; never 500 on odd input', async () => {
    const bad = [
      'foo=1',
      'page=1&page=2',
      'page=0',
      'page=-1',
      'page=99999999999999999999',
      'limit=0',
      'limit=101',
      'limit=1.5',
      'sort=name',
      'sort=name:up',
      'sort=email:asc',
      'product_type_id=abc',
      'product_type_id=0',
      'product_type_id=99999999999',
      'policy_status=ACTIVE&policy_status=LAPSED',
      'policy_status=active',
      'search=%20%20%20',
      `search=${'a'.repeat(101)}`,
      'search=sofia%00',
      'sort=name%00:asc',
    ];
    for (const query of bad) {
      const response = await get(`/clients?${query}`);
      expect(response.statusCode, `${query} → ${response.body}`).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(10);
    }
    expect((await get(`/clients?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
    for (const odd of ['%25', '_', '%5C', "'%3B--", '%F0%9F%98%80', '(512)%20555']) {
      expect((await get(`/clients?search=${odd}`)).statusCode, odd).toBe(200);
    }
    expect((await list('search=%25')).count).toBe(0);
  });

  it('403 "Un-Licensed Contractor" for Leo; 401 without a token', async () => {
    for (const url of ['/clients', '/clients/possible-filters', '/clients/1', '/clients?foo=bar']) {
      const response = await get(url, leo);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, message: 'Un-Licensed Contractor' });
    }
    expect((await get('/clients', null)).statusCode).toBe(401);
  });

  it('Uma sees her own 20 clients, never Ava\'s', async () => {
    const page = await list('limit=100', uma);
    expect(page.count).toBe(20);
    expect(ids(page.data).some((id) => ids(avaClients).includes(id))).toBe(false);
    expect((await list('search=MA-0000084', uma)).count).toBe(0);
  });
});

describe('GET /integration/v1/clients/{id}', () => {
  it('Sofía Hernández: contact, Austin address, birth date, policies newest effective date first', async () => {
    const response = await get(`/clients/${sofia.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as GatewayEnvelope<ClientDetail>;
    expect(data).toMatchObject({
      id: sofia.id,
      first_name: 'Sofía',
      last_name: 'Hernández',
      email: `sofia.hernandez.c${sofia.id}@example.com`,
      phone: sofia.phone,
      date_of_birth: AVA_ACCENTED_CLIENT.date_of_birth,
      address: { line1: '2100 Lavaca Street', line2: 'Apt 12', city: 'Austin', state_code: 'TX', zip: '78705' },
      policy_count: 2,
      product_types: ['Critical Illness', 'Medicare Advantage'],
    });
    expect(data.policies.map((p) => p.policy_no)).toEqual(['CI-0000083', 'MA-0000084']);
    const [ci, ma] = data.policies;
    expect(ci).toMatchObject({ product_type: { id: 9, title: 'Critical Illness' }, status: 'ACTIVE', effective_date: '2023-07-06' });
    expect(ci!.face_amount_cents).toBeGreaterThan(0);
    expect(ma).toMatchObject({ product_type: { id: 7, title: 'Medicare Advantage' }, status: 'ACTIVE', face_amount_cents: null });
    expect(ma!.carrier.length).toBeGreaterThan(0);
    expect(ma!.product_name).toMatch(/Medicare Advantage$/);
    const annual = data.policies.reduce((sum, p) => sum + p.premium_cents * { MONTHLY: 12, QUARTERLY: 4, ANNUAL: 1 }[p.premium_mode], 0);
    expect(data.annual_premium_cents).toBe(annual);
    expect(data.next_premium_due).toBe([ci!.next_premium_due!, ma!.next_premium_due!].sort()[0]);
  });

  it('policies that are not ACTIVE or PENDING have no next premium due', async () => {
    const [lapsed] = await t.db.query<{ client_id: number }>(
      "SELECT client_id FROM policies WHERE agent_id = $1 AND status IN ('LAPSED', 'CANCELLED') ORDER BY id LIMIT 1",
      [ava.payload.user_id],
    );
    const { data } = (await get(`/clients/${lapsed!.client_id}`)).json() as GatewayEnvelope<ClientDetail>;
    for (const policy of data.policies) {
      expect(policy.next_premium_due === null, policy.policy_no).toBe(!['ACTIVE', 'PENDING'].includes(policy.status));
    }
    const dates = data.policies.map((p) => p.effective_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('404 for another agent\'s client or an unknown id (no existence oracle); 400 when the id is not a positive integer', async () => {
    const other = await get(`/clients/${sofia.id}`, uma);
    const unknown = await get('/clients/999999');
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect((await get('/clients/99999999999999999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '%00']) {
      expect((await get(`/clients/${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await get(`/clients/${sofia.id}?x=1`)).statusCode).toBe(400);
  });
});

describe('GET /integration/v1/clients/possible-filters', () => {
  it('the product types of Ava\'s policies by title, and the statuses they are in', async () => {
    const response = await get('/clients/possible-filters');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as GatewayEnvelope<ClientPossibleFilters>;
    const types = await t.db.query<{ id: number; name: string }>(
      `SELECT DISTINCT pt.id, pt.title AS name FROM policies p JOIN products pr ON pr.id = p.product_id
         JOIN product_types pt ON pt.id = pr.product_type_id WHERE p.agent_id = $1 ORDER BY pt.title`,
      [ava.payload.user_id],
    );
    expect(data.product_types).toEqual(types);
    expect(data.policy_statuses).toEqual(['PENDING', 'ACTIVE', 'LAPSED', 'CANCELLED']);
    expect((await get('/clients/possible-filters?x=1')).statusCode).toBe(400);
  });
});
