import type {
  DownlinePreviewPage,
  GatewayEnvelope,
  HierarchyAgent,
  Notification,
  PromotionNotEligibleBody,
  PromotionPage,
  PromotionRequest,
  PromotionValidation,
  TeamMember,
  TeamPage,
  UplineChain,
  UplineTelemetry,
} from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ROLE_SUPPORT, SESSION_SPEC_AGENT_IDS } from '../../db/seed/constants.js';
import { AVA_DECLINE_NOTE } from '../../db/seed/team.js';
import { MIGRATIONS } from '../../db/migrations/index.js';
import { FOLD_FROM, FOLD_TO, agentById, downlineRange } from '../../team/agents.js';
import { uplineTelemetry } from '../../team/queries.js';
import { RANKS } from '../../team/ladder.js';
import { CSRF, createTestApp, signIn, type SignedIn, type TestApp } from '../../test/harness.js';
import { DAY_MS } from '../../http/dates.js';

// Issue #10: team hierarchy, upline telemetry, promotions (spec §1, §4, §6, §7; CONTRACTS "Team").
let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;
let leo: SignedIn;

interface Agent {
  id: number;
  code: string;
  upline_id: number | null;
  tree_path: string;
  first_name: string;
  last_name: string;
  email: string;
}
let agents: Agent[];
const byEmail = (prefix: string) => agents.find((a) => a.email.startsWith(`${prefix}@`))!;
let A: Agent; // Ava
let U: Agent; // Uma

beforeAll(async () => {
  t = await createTestApp();
  [ava, uma, leo] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'uma'), signIn(t.app, 'leo')]);
  // The agents: the support staff (role ROLE_SUPPORT, issue #26) is outside the hierarchy.
  agents = await t.db.query<Agent>(
    'SELECT id, code, upline_id, tree_path, first_name, last_name, email FROM users WHERE role_id <> $1 ORDER BY id',
    [ROLE_SUPPORT],
  );
  A = byEmail('ava.licensed');
  U = byEmail('uma.upline');
});
afterAll(() => t.close());

/** Signs in any seeded agent (non-demo agents share the demo password). */
async function signInEmail(email: string): Promise<SignedIn> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  const token = new URL(String(response.headers.location)).searchParams.get('sso')!;
  return { token, payload: {} as SignedIn['payload'], headers: { authorization: `Bearer ${token}`, 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` } };
}

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/integration${url}`, headers: who.headers });
const post = (url: string, who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/integration/v1${url}`, headers: { ...who.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
async function ok<T>(url: string, who: SignedIn): Promise<T> {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const team = (code: string, query: string, who: SignedIn = ava) => ok<TeamPage>(`/v2/hierarchy/${code}/team?${query}`, who);
/** Every row of a filtered team list (limit 100, all pages). */
async function allTeam(code: string, query: string, who: SignedIn = ava): Promise<TeamMember[]> {
  const rows: TeamMember[] = [];
  for (let page = 1; ; page += 1) {
    const body = await team(code, `${query}&limit=100&page=${page}`, who);
    rows.push(...body.data);
    if (body.data.length < 100) return rows;
  }
}
const below = (root: Agent) => agents.filter((a) => a.tree_path.startsWith(root.tree_path) && a.id !== root.id);

describe('seeded team (demo states)', () => {
  it('keeps the base hierarchy: Ava has 54 agents below her over 3 levels; every agent has a tree path and counts', async () => {
    expect(below(A)).toHaveLength(54);
    const [bad] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u
        WHERE role_id <> ${ROLE_SUPPORT} AND (tree_path IS NULL OR direct_downline_count <> (SELECT count(*) FROM users d WHERE d.upline_id = u.id)
           OR total_downline_count <> (SELECT count(*) FROM users d WHERE d.tree_path LIKE u.tree_path || '_%'))`,
    );
    expect(bad!.n).toBe(0);
  });

  it('Ava is SENIOR_ASSOCIATE and eligible now for MARKETING_DIRECTOR, with a DECLINED request of Uma in her history', async () => {
    const { data } = await ok<GatewayEnvelope<PromotionValidation>>(`/v1/promotion/validate/${A.code}`, ava);
    expect(data).toMatchObject({ code: A.code, current_rank: 'SENIOR_ASSOCIATE', next_rank: 'MARKETING_DIRECTOR', eligible: true, pending_request_id: null });
    expect(data.requirements.map((r) => r.key)).toEqual(['LICENSED', 'PERSONAL_PRODUCTION', 'LICENSED_RECRUITS', 'TEAM_PRODUCTION']);
    expect(data.requirements.every((r) => r.met && r.actual >= r.required)).toBe(true);
    expect(data.requirements.find((r) => r.key === 'TEAM_PRODUCTION')!.window_cycles).toBe(52);
    expect(data.requirements.find((r) => r.key === 'LICENSED')!.window_cycles).toBeNull();
    const mine = await ok<PromotionPage>('/v1/promotion?scope=MINE', ava);
    const declined = mine.data.find((r) => r.status === 'DECLINED')!;
    expect(declined).toMatchObject({ from_rank: 'SENIOR_ASSOCIATE', to_rank: 'MARKETING_DIRECTOR', note: AVA_DECLINE_NOTE });
    expect(declined.decided_by).toMatchObject({ id: U.id, code: U.code, first_name: 'Uma' });
    expect(mine.data.map((r) => Date.parse(r.requested_at))).toEqual([...mine.data.map((r) => Date.parse(r.requested_at))].sort((a, b) => b - a));
  });

  it('Uma is SENIOR_MARKETING_DIRECTOR and close to EXECUTIVE_MARKETING_DIRECTOR (most met, recruits not)', async () => {
    const { data } = await ok<GatewayEnvelope<PromotionValidation>>(`/v1/promotion/validate/${U.code}`, uma);
    expect(data).toMatchObject({ current_rank: 'SENIOR_MARKETING_DIRECTOR', next_rank: 'EXECUTIVE_MARKETING_DIRECTOR', eligible: false });
    expect(data.requirements.find((r) => r.key === 'LICENSED_RECRUITS')!.met).toBe(false);
    expect(data.requirements.filter((r) => r.met).length).toBeGreaterThanOrEqual(3);
  });

  it("Uma's To decide list holds a PENDING SENIOR_ASSOCIATE request of an agent of Ava's downline", async () => {
    const page = await ok<PromotionPage>('/v1/promotion?scope=TO_DECIDE', uma);
    expect(page.count).toBeGreaterThanOrEqual(1);
    const request = page.data[0]!;
    expect(request).toMatchObject({ status: 'PENDING', to_rank: 'SENIOR_ASSOCIATE', decided_by: null, decided_at: null });
    expect(below(A).map((a) => a.id)).toContain(request.requester.id);
    // Ava is SENIOR_ASSOCIATE: not above the requested rank, so she may not decide it.
    expect((await ok<PromotionPage>('/v1/promotion?scope=TO_DECIDE', ava)).count).toBe(0);
  });

  it("Ava's downline shows every problem, computed from invoices, documents and licence requests", async () => {
    for (const problem of ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING']) {
      const page = await team(A.code, `problem=${problem}`);
      expect(page.count, problem).toBeGreaterThan(0);
      expect(page.data.every((m) => m.problems.includes(problem as never))).toBe(true);
    }
    const blocked = await allTeam(A.code, 'status=BLOCKED');
    expect(blocked.map((m) => m.id).sort()).toEqual((await allTeam(A.code, 'problem=BLOCKED')).map((m) => m.id).sort());
    // The agents the end-to-end session specs sign in as stay ordinary active agents.
    expect(blocked.map((m) => m.id).filter((id) => SESSION_SPEC_AGENT_IDS.includes(id))).toEqual([]);
    const self = await ok<GatewayEnvelope<HierarchyAgent>>(`/v1/hierarchy/${A.code}`, ava);
    expect(self.data).toMatchObject({ relation: 'SELF', status: 'ACTIVE', problems: [] });
  });

  it('each filter counts exactly the agents it lists (problem sets, their complements, and combined)', async () => {
    // DOCUMENTS and ACTIVE alone are counted as the downline less the opposite set (teamPage).
    for (const query of ['problem=DOCUMENTS', 'status=ACTIVE', 'status=BLOCKED', 'problem=LICENSE_PENDING', 'problem=DOCUMENTS&licensed=true', 'status=ACTIVE&depth=2']) {
      const listed = await allTeam(A.code, query);
      expect((await team(A.code, query)).count, query).toBe(listed.length);
    }
    const active = await allTeam(A.code, 'status=ACTIVE');
    const blocked = await allTeam(A.code, 'status=BLOCKED');
    expect(active.length + blocked.length).toBe(below(A).length);
    // A page past the end still carries the count (the one-query paths read it from the page's rows).
    for (const [query, listed] of [['status=ACTIVE', active], ['status=BLOCKED', blocked], ['problem=DOCUMENTS', await allTeam(A.code, 'problem=DOCUMENTS')]] as const) {
      const past = await team(A.code, `${query}&page=999`);
      expect(past, query).toEqual({ data: [], count: listed.length });
    }
  });

  it('migration 60 folds accents with the same characters as the search term', () => {
    const sql = MIGRATIONS.find((m) => m.id === 60)!.sql;
    expect(sql).toContain(`'${FOLD_FROM}'`);
    expect(sql).toContain(`'${FOLD_TO}'`);
  });
});

describe('who reads what (403 outside one’s subtree and chain)', () => {
  it('Ava may not list the team of Uma, of a sibling, of another branch or of an unknown code', async () => {
    const sibling = agents.find((a) => a.upline_id === U.id && a.id !== A.id)!;
    const other = byEmail('leo.unlicensed');
    for (const code of [U.code, sibling.code, other.code, 'AG-999999', 'nonsense']) {
      const response = await get(`/v2/hierarchy/${code}/team`, ava);
      expect(response.statusCode, code).toBe(403);
    }
    expect((await get(`/v1/hierarchy/${sibling.code}`, ava)).statusCode).toBe(403);
    expect((await get(`/v1/hierarchy/AG-999999`, ava)).statusCode).toBe(403);
    expect((await get(`/v1/promotion/validate/${U.code}`, ava)).statusCode).toBe(403);
    expect((await get(`/v2/hierarchy?code=${U.code}&preview=DOWNLINE`, ava)).statusCode).toBe(403);
  });

  it('Ava reads Uma through v1 as a public UPLINE card, and a downline agent in full', async () => {
    const upline = (await ok<GatewayEnvelope<HierarchyAgent>>(`/v1/hierarchy/${U.code}`, ava)).data;
    expect(upline).toMatchObject({ relation: 'UPLINE', code: U.code, phone: null, status: null, joined_at: null, problems: null, rank: 'SENIOR_MARKETING_DIRECTOR' });
    expect(upline.email).toBe(U.email);
    expect(upline.total_downline_count).toBe(below(U).length);
    const child = agents.find((a) => a.upline_id === A.id)!;
    const down = (await ok<GatewayEnvelope<HierarchyAgent>>(`/v1/hierarchy/${child.code}`, ava)).data;
    expect(down).toMatchObject({ relation: 'DOWNLINE', code: child.code, upline_code: A.code, upline_name: 'Ava Martinez' });
    expect(down.phone).toMatch(/^\+1\d{10}$/);
    expect(down.joined_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Array.isArray(down.problems)).toBe(true);
  });

  it('upline telemetry: own id only', async () => {
    expect((await get(`/v1/users/${U.id}/upline-telemetry`, ava)).statusCode).toBe(403);
    expect((await get(`/v1/users/abc/upline-telemetry`, ava)).statusCode).toBe(400);
    expect((await get(`/v1/users/${A.id}/upline-telemetry`, ava)).statusCode).toBe(200);
  });
});

describe('GET /integration/v2/hierarchy/{code}/team', () => {
  it('pages the whole downline by name (default), count = all 54', async () => {
    const first = await team(A.code, '');
    expect(first.count).toBe(54);
    expect(first.data).toHaveLength(10);
    const all = await allTeam(A.code, '');
    expect(all.map((m) => m.id).sort((a, b) => a - b)).toEqual(below(A).map((a) => a.id));
    const names = all.map((m) => [m.first_name, m.last_name, m.code]);
    expect(names).toEqual([...names].sort((x, y) => (x.join('\u0000') < y.join('\u0000') ? -1 : 1)));
    const second = await team(A.code, 'page=2');
    expect(second.data.map((m) => m.id)).toEqual(all.slice(10, 20).map((m) => m.id));
    expect((await team(A.code, 'page=99')).data).toEqual([]);
    expect((await team(A.code, 'page=99')).count).toBe(54);
  });

  it('filters by depth, rank, licence, joined date; depth is relative to the code', async () => {
    const direct = await allTeam(A.code, 'depth=1');
    expect(direct.map((m) => m.id).sort((a, b) => a - b)).toEqual(agents.filter((a) => a.upline_id === A.id).map((a) => a.id));
    expect(direct.every((m) => m.depth === 1 && m.upline_code === A.code)).toBe(true);
    const child = direct[0]!;
    const sub = await allTeam(child.code, '');
    expect(sub.every((m) => m.depth >= 1)).toBe(true);
    expect(sub).toHaveLength(child.total_downline_count);
    for (const rank of ['ASSOCIATE', 'SENIOR_ASSOCIATE']) {
      const rows = await allTeam(A.code, `rank=${rank}`);
      expect(rows.length, rank).toBeGreaterThan(0);
      expect(rows.every((m) => m.rank === rank)).toBe(true);
    }
    const unlicensed = await allTeam(A.code, 'licensed=false');
    const licensed = await allTeam(A.code, 'licensed=true');
    expect(unlicensed.every((m) => !m.is_licensed) && licensed.every((m) => m.is_licensed)).toBe(true);
    expect(unlicensed.length + licensed.length).toBe(54);
    const recent = await allTeam(A.code, 'joined_from=2026-01-01');
    expect(recent.every((m) => m.joined_at >= '2026-01-01')).toBe(true);
    expect(recent.length).toBeLessThan(54);
  });

  it('searches name, code and email, case- and accent-insensitively', async () => {
    const accented = below(A).find((a) => /[^\p{ASCII}]/u.test(a.first_name + a.last_name))!;
    expect(accented).toBeDefined();
    const plain = (accented.first_name + ' ' + accented.last_name).normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const hits = await allTeam(A.code, `search=${encodeURIComponent(plain)}`);
    expect(hits.map((m) => m.id)).toContain(accented.id);
    expect((await team(A.code, `search=${accented.code.toLowerCase()}`)).data.map((m) => m.id)).toEqual([accented.id]);
    const emailHits = await allTeam(A.code, `search=${encodeURIComponent(accented.email.split('@')[0]!)}`);
    expect(emailHits.map((m) => m.id)).toContain(accented.id);
    expect((await team(A.code, 'search=%25')).count).toBe(0); // a literal %, not a wildcard
  });

  it('sorts by every column, ascending and descending', async () => {
    const order = (rows: TeamMember[], pick: (m: TeamMember) => number | string) => rows.map(pick);
    const isSorted = (values: (number | string)[], dir: 1 | -1) => values.every((v, i) => i === 0 || (values[i - 1]! < v ? 1 : values[i - 1]! > v ? -1 : 0) * dir >= 0);
    for (const dir of ['asc', 'desc'] as const) {
      const sign = dir === 'asc' ? 1 : -1;
      expect(isSorted(order(await allTeam(A.code, `sort=depth:${dir}`), (m) => m.depth), sign)).toBe(true);
      expect(isSorted(order(await allTeam(A.code, `sort=rank:${dir}`), (m) => RANKS.indexOf(m.rank)), sign)).toBe(true);
      expect(isSorted(order(await allTeam(A.code, `sort=joined_at:${dir}`), (m) => m.joined_at), sign)).toBe(true);
      expect(isSorted(order(await allTeam(A.code, `sort=total_downline_count:${dir}`), (m) => m.total_downline_count), sign)).toBe(true);
      expect(isSorted(order(await allTeam(A.code, `sort=code:${dir}`), (m) => m.code), sign)).toBe(true);
    }
  });

  it('rejects unknown parameters, bad values, bad sorts, bad dates and limits out of range (400)', async () => {
    for (const query of ['foo=1', 'rank=BOSS', 'status=ASLEEP', 'problem=LATE', 'licensed=yes', 'sort=name', 'sort=salary:asc',
      'sort=name:up', 'joined_from=2026-02-30', 'joined_from=yesterday', 'limit=0', 'limit=101', 'page=0', 'depth=0',
      `search=${'x'.repeat(101)}`, 'rank=ASSOCIATE&rank=SENIOR_ASSOCIATE']) {
      const response = await get(`/v2/hierarchy/${A.code}/team?${query}`, ava);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(10);
    }
  });
});

describe('GET /integration/v2/hierarchy (previews)', () => {
  it('DOWNLINE: the direct children by first name, last name, code, with has_children and counts', async () => {
    const page = await ok<DownlinePreviewPage>(`/v2/hierarchy?code=${A.code}&preview=DOWNLINE`, ava);
    const children = agents.filter((a) => a.upline_id === A.id);
    expect(page.count).toBe(children.length);
    expect(page.data.map((n) => n.id).sort((a, b) => a - b)).toEqual(children.map((a) => a.id));
    for (const node of page.data) {
      expect(node.has_children).toBe(node.direct_downline_count > 0);
      expect(node.direct_downline_count).toBe(agents.filter((a) => a.upline_id === node.id).length);
      expect(node.total_downline_count).toBe(below(agents.find((a) => a.id === node.id)!).length);
    }
    const keys = page.data.map((n) => [n.first_name, n.last_name, n.code].join('\u0000'));
    expect(keys).toEqual([...keys].sort());
    const paged = await ok<DownlinePreviewPage>(`/v2/hierarchy?code=${A.code}&preview=DOWNLINE&limit=2&page=2`, ava);
    expect(paged.data.map((n) => n.id)).toEqual(page.data.slice(2, 4).map((n) => n.id));
  });

  it('UPLINE: the chain from the code (first) to the top (last): Ava → Uma → top', async () => {
    const chain = (await ok<GatewayEnvelope<UplineChain>>(`/v2/hierarchy?code=${A.code}&preview=UPLINE`, ava)).data;
    expect(chain.map((c) => c.code)).toEqual([A.code, U.code, agents.find((a) => a.id === U.upline_id)!.code]);
    expect(chain.map((c) => c.relation)).toEqual(['SELF', 'UPLINE', 'UPLINE']);
    expect(chain.at(-1)!.upline_code).toBeNull();
    expect(chain[1]!.phone).toBeNull();
    const deep = below(A).find((a) => a.tree_path.split('/').length - A.tree_path.split('/').length === 2)!;
    const fromDeep = (await ok<GatewayEnvelope<UplineChain>>(`/v2/hierarchy?code=${deep.code}&preview=UPLINE`, ava)).data;
    expect(fromDeep.map((c) => c.relation)).toEqual(['DOWNLINE', 'DOWNLINE', 'SELF', 'UPLINE', 'UPLINE']);
    expect(fromDeep[0]!.phone).not.toBeNull();
    // An upline's chain is readable too (its entries are all above Ava).
    expect((await get(`/v2/hierarchy?code=${U.code}&preview=UPLINE`, ava)).statusCode).toBe(200);
  });

  it('400 for a missing code or preview, another preview, a limit out of range, unknown parameters', async () => {
    for (const query of ['preview=DOWNLINE', `code=${A.code}`, `code=${A.code}&preview=SIDEWAYS`, `code=${A.code}&preview=DOWNLINE&limit=1001`,
      `code=${A.code}&preview=DOWNLINE&limit=0`, `code=${A.code}&preview=DOWNLINE&depth=1`, `code=${A.code}&preview=UPLINE&limit=5`]) {
      expect((await get(`/v2/hierarchy?${query}`, ava)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /integration/v1/users/{id}/upline-telemetry', () => {
  it('agrees with the team list counts', async () => {
    const { data } = await ok<GatewayEnvelope<UplineTelemetry>>(`/v1/users/${A.id}/upline-telemetry`, ava);
    expect(data.total_count).toBe((await team(A.code, '')).count);
    expect(data.direct_count).toBe((await team(A.code, 'depth=1')).count);
    expect(data.licensed_count).toBe((await team(A.code, 'licensed=true')).count);
    expect(data.unlicensed_count).toBe((await team(A.code, 'licensed=false')).count);
    expect(data.by_depth.map((l) => l.depth)).toEqual([1, 2, 3]);
    for (const level of data.by_depth) {
      expect(level.count).toBe((await team(A.code, `depth=${level.depth}`)).count);
      expect(level.licensed).toBe((await team(A.code, `depth=${level.depth}&licensed=true`)).count);
    }
    for (const problem of ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING'] as const) {
      expect(data.problems[problem]).toBe((await team(A.code, `problem=${problem}`)).count);
    }
    expect(data.new_recruits_this_cycle).toBe((await team(A.code, `joined_from=${data.pay_cycle_start}`)).count);
    expect(new Date(`${data.pay_cycle_start}T00:00:00Z`).getUTCDay()).toBe(2);
    expect(new Date(`${data.pay_cycle_end}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(data.production_this_cycle_cents).toBeGreaterThanOrEqual(0);
    expect(data.production_previous_cycle_cents).toBeGreaterThanOrEqual(0);
    // Issue #27 §4: today's day of the cycle, and the previous cycle's same days (never more than its whole).
    const today = new Date().toISOString().slice(0, 10);
    expect(data.cycle_days_elapsed).toBe((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${data.pay_cycle_start}T00:00:00Z`)) / DAY_MS + 1);
    expect(data.production_previous_cycle_same_days_cents).toBeLessThanOrEqual(data.production_previous_cycle_cents);
  });

  it('compares a cycle in progress with the same days of the previous one (issue #27 §4)', async () => {
    const me = (await agentById(t.db, A.id))!;
    const { lower, upper } = downlineRange(me);
    /** Team production (premium cents, PERSONAL, not charged back) of a cycle's days `start` … `through`. */
    const production = async (start: string, through: string) => {
      const [row] = await t.db.query<{ cents: number }>(
        `SELECT coalesce(sum(c.premium_cents), 0)::int AS cents FROM users u JOIN commissions c ON c.agent_id = u.id
          WHERE u.tree_path > $1 AND u.tree_path < $2 AND c.kind = 'PERSONAL' AND c.status <> 'CHARGED_BACK'
            AND c.pay_cycle_start = $3::date AND c.earned_on <= $4::date`,
        [lower, upper, start, through],
      );
      return row!.cents;
    };
    // Thursday of the 2026-11-17 cycle (seeded whole whatever today is): 3 days so far.
    const thursday = await uplineTelemetry(t.db, me, new Date('2026-11-19T15:00:00Z'));
    expect(thursday).toMatchObject({ pay_cycle_start: '2026-11-17', cycle_days_elapsed: 3 });
    expect(thursday.production_this_cycle_cents).toBe(await production('2026-11-17', '2026-11-19'));
    expect(thursday.production_previous_cycle_same_days_cents).toBe(await production('2026-11-10', '2026-11-12'));
    expect(thursday.production_previous_cycle_cents).toBe(await production('2026-11-10', '2026-11-16'));
    expect(thursday.production_previous_cycle_same_days_cents).toBeGreaterThan(0);
    expect(thursday.production_previous_cycle_same_days_cents).toBeLessThan(thursday.production_previous_cycle_cents);
    // Its Monday: the same days are the whole previous cycle.
    const monday = await uplineTelemetry(t.db, me, new Date('2026-11-23T08:00:00Z'));
    expect(monday.cycle_days_elapsed).toBe(7);
    expect(monday.production_previous_cycle_same_days_cents).toBe(monday.production_previous_cycle_cents);
    expect(monday.production_this_cycle_cents).toBe(await production('2026-11-17', '2026-11-23'));
  });
});

describe('promotions', () => {
  it('generate: 403 unlicensed, 422 with the unmet requirements, 400 for a body with fields', async () => {
    expect((await post('/promotion/generate', leo, {})).statusCode).toBe(403);
    const refused = await post('/promotion/generate', uma, {});
    expect(refused.statusCode).toBe(422);
    const body = refused.json<PromotionNotEligibleBody>();
    expect(body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(body.unmet.map((r) => r.key)).toContain('LICENSED_RECRUITS');
    expect(body.unmet.every((r) => !r.met)).toBe(true);
    expect((await post('/promotion/generate', ava, { to_rank: 'EXECUTIVE_MARKETING_DIRECTOR' })).statusCode).toBe(400);
    const top = await signInEmail(agents.find((a) => a.upline_id === null)!.email);
    const atTop = await post('/promotion/generate', top, {});
    expect(atTop.statusCode).toBe(422);
    expect(atTop.json<PromotionNotEligibleBody>().unmet).toEqual([]);
  });

  it('an eligible agent requests (201), cannot request twice (409) nor decide her own (403)', async () => {
    const created = await post('/promotion/generate', ava, {});
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<GatewayEnvelope<PromotionRequest>>().data;
    expect(request).toMatchObject({ requester: { id: A.id, code: A.code }, from_rank: 'SENIOR_ASSOCIATE', to_rank: 'MARKETING_DIRECTOR', status: 'PENDING', note: null });
    expect((await post('/promotion/generate', ava, {})).statusCode).toBe(409);
    const validation = (await ok<GatewayEnvelope<PromotionValidation>>(`/v1/promotion/validate/${A.code}`, ava)).data;
    expect(validation).toMatchObject({ eligible: false, pending_request_id: request.id });
    expect((await post('/promotion/approve', ava, { request_id: request.id, decision: 'APPROVED' })).statusCode).toBe(403);
    const toDecide = await ok<PromotionPage>('/v1/promotion?scope=TO_DECIDE', uma);
    expect(toDecide.data.map((r) => r.id)).toContain(request.id);
    const [{ n }] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM promotion_requests WHERE requester_id = $1 AND status = 'PENDING'`, [A.id])) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('only an upline above the requested rank decides: others 403, unknown ids 403, bad bodies 400', async () => {
    const pending = (await ok<PromotionPage>('/v1/promotion?scope=TO_DECIDE', uma)).data.find((r) => r.to_rank === 'SENIOR_ASSOCIATE')!;
    // Ava is above the requester but SENIOR_ASSOCIATE is not below her rank; Leo is in another branch.
    expect((await post('/promotion/approve', ava, { request_id: pending.id, decision: 'APPROVED' })).statusCode).toBe(403);
    expect((await post('/promotion/approve', leo, { request_id: pending.id, decision: 'APPROVED' })).statusCode).toBe(403);
    expect((await post('/promotion/approve', uma, { request_id: 999_999, decision: 'APPROVED' })).statusCode).toBe(403);
    for (const body of [{ request_id: pending.id, decision: 'DECLINED' }, { request_id: pending.id, decision: 'DECLINED', note: '   ' },
      { request_id: pending.id, decision: 'MAYBE' }, { request_id: 'x', decision: 'APPROVED' }, { request_id: pending.id, decision: 'APPROVED', extra: 1 },
      { request_id: pending.id, decision: 'APPROVED', note: 'n'.repeat(501) }, [1]]) {
      expect((await post('/promotion/approve', uma, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const declined = await post('/promotion/approve', uma, { request_id: pending.id, decision: 'DECLINED', note: 'Not <b>yet</b>: one more quarter.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<GatewayEnvelope<PromotionRequest>>().data).toMatchObject({ status: 'DECLINED', note: 'Not <b>yet</b>: one more quarter.', decided_by: { id: U.id } });
    const [rank] = await t.db.query<{ rank: string }>('SELECT rank FROM users WHERE id = $1', [pending.requester.id]);
    expect(rank!.rank).toBe('ASSOCIATE');
  });

  it('approve: the rank changes at once, the requester is notified (invalidates Promotion and Team), a second decision is 409', async () => {
    const mine = (await ok<PromotionPage>('/v1/promotion?scope=MINE&status=PENDING', ava)).data[0]!;
    const approved = await post('/promotion/approve', uma, { request_id: mine.id, decision: 'APPROVED', note: 'Congratulations!' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<GatewayEnvelope<PromotionRequest>>().data).toMatchObject({ status: 'APPROVED', decided_by: { id: U.id, code: U.code } });
    expect((await ok<GatewayEnvelope<HierarchyAgent>>(`/v1/hierarchy/${A.code}`, ava)).data.rank).toBe('MARKETING_DIRECTOR');
    const [notification] = await t.db.query<Notification>('SELECT * FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [A.id]);
    expect(notification).toMatchObject({ subject: 'Promotion approved', href: '/promotion', reference: { seen: false, invalidates: ['Promotion', 'Team'] } });
    expect(notification!.body).toContain('Marketing Director');
    expect(notification!.body).toContain('Congratulations!');
    expect((await post('/promotion/approve', uma, { request_id: mine.id, decision: 'DECLINED', note: 'Changed my mind' })).statusCode).toBe(409);
    expect((await ok<PromotionPage>('/v1/promotion?scope=MINE&status=APPROVED', ava)).count).toBe(2);
  });

  it('lists validate scope and status (400 otherwise)', async () => {
    for (const query of ['scope=ALL', 'status=OPEN', 'scope=TO_DECIDE&status=APPROVED', 'limit=101', 'foo=1']) {
      expect((await get(`/v1/promotion?${query}`, ava)).statusCode, query).toBe(400);
    }
  });
});
