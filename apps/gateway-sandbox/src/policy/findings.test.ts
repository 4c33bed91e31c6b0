import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, signIn, type SignedIn, type TestApp, startSignedIn } from '../test/harness.js';
import { SESSION_AT_MAXIMUM } from '../routes/sso/sign-in.js';
import { BLOCKED_MESSAGE, UNLICENSED_MESSAGE } from './enforce.js';

// Issue #26: findings 3 (licence gate through search), 4 (a blocked agent keeps the whole API),
// 7 (cacheable answers), decimal path ids and the sessions' absolute lifetime, as requests.

let t: TestApp;
let ava: SignedIn;
let leo: SignedIn;
let bea: SignedIn;

beforeAll(async () => ({ t, ava, leo, bea } = await startSignedIn('ava', 'leo', 'bea')));
afterAll(() => t.close());

const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

describe('finding 3: licensed-only data is refused or left out for an unlicensed contractor', () => {
  it('search gives Leo no clients and no business-overview forms; Ava gets both', async () => {
    const [{ n: leoClients }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients WHERE agent_id = $1', [leo.payload.user_id]);
    expect(leoClients).toBeGreaterThan(0);
    const [client] = await t.db.query<{ last_name: string }>('SELECT last_name FROM clients WHERE agent_id = $1 LIMIT 1', [leo.payload.user_id]);
    const leoSearch = await get(`/integration/v1/analytics/search?search=${encodeURIComponent(client!.last_name)}`, leo);
    expect(leoSearch.statusCode).toBe(200);
    expect(leoSearch.json().data.clients).toEqual([]);
    const [form] = await t.db.query<{ title: string }>("SELECT title FROM forms WHERE category = 'BUSSINESS_OVERVIEW' ORDER BY id LIMIT 1");
    const title = encodeURIComponent(form!.title);
    const overview = await get(`/integration/v1/analytics/search?search=${title}&limit=20`, leo);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data.forms.filter((f: { category: string }) => f.category === 'BUSSINESS_OVERVIEW')).toEqual([]);

    const avaOverview = await get(`/integration/v1/analytics/search?search=${title}&limit=20`, ava);
    expect(avaOverview.json().data.forms.some((f: { category: string }) => f.category === 'BUSSINESS_OVERVIEW')).toBe(true);
    expect((await get('/integration/v1/analytics/search?search=sofia', ava)).json().data.clients.length).toBeGreaterThan(0);
  });

  it("the commission report's possible filters list no clients for Leo, and his rows and CSV statement carry no client names", async () => {
    const filters = await get('/integration/v1/commissions/report/possible-filters', leo);
    expect(filters.statusCode).toBe(200);
    expect(filters.json().data.clients).toEqual([]);
    expect((await get('/integration/v1/commissions/report/possible-filters', ava)).json().data.clients.length).toBeGreaterThan(0);

    const report = await get('/integration/v1/commissions/report?start_date=2025-01-07&end_date=2026-11-23&limit=100', leo);
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().data as Array<{ client_name: string; policy_no: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.client_name === '' && row.policy_no)).toBe(true);

    const [{ names }] = await t.db.query<{ names: string[] }>(
      "SELECT array_agg(first_name || ' ' || last_name) AS names FROM clients WHERE agent_id = $1",
      [leo.payload.user_id],
    );
    // Both CSV forms (issue #28 item 4): for people and for machines.
    for (const format of ['csv', 'raw']) {
      const csv = await get(`/integration/v1/commissions/statement?start_date=2025-01-07&end_date=2026-11-23&format=${format}`, leo);
      expect(csv.statusCode).toBe(200);
      for (const name of names) expect(csv.body).not.toContain(name);
    }
  });

  it('the licensed-only routes answer 403 UNLICENSED with the spec\'s reason', async () => {
    for (const url of ['/integration/v1/clients', '/integration/v1/forms?category=BUSSINESS_OVERVIEW', '/integration/v1/promotion']) {
      const response = await get(url, leo);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ message: UNLICENSED_MESSAGE, reason: 'UNLICENSED' });
    }
  });
});

describe('finding 4: a blocked agent is limited to the profile and the payments that unblock', () => {
  it('answers Bea 403 BLOCKED outside them, and keeps her profile, invoices, card, notifications and session', async () => {
    for (const url of [
      '/integration/v1/commissions/earnings',
      '/integration/v1/support/faq',
      '/integration/v1/analytics/search?search=a',
      `/integration/v2/hierarchy?code=AG-000014&preview=UPLINE`,
    ]) {
      const response = await get(url, bea);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ reason: 'BLOCKED', message: BLOCKED_MESSAGE });
    }
    const id = bea.payload.user_id;
    for (const url of [
      `/integration/v1/users/${id}`,
      `/integration/v1/recurring/invoices?user_id=${id}&subscription_type=CP_UTILIZATION&limit=2`,
      `/integration/v1/payment/charge-recurring?user_id=${id}`,
      '/integration/v1/agent-payment-card',
      '/intercom/v1/notifications/notify-me?page=1&limit=10',
      '/sso/v1/sign-in/activities?page=1&limit=10',
    ]) {
      expect((await get(url, bea)).statusCode, url).toBe(200);
    }
  });
});

describe('finding 7 and ids', () => {
  it('every gateway answer carries Cache-Control: no-store, refusals and 401s included', async () => {
    for (const [url, who, status] of [
      [`/integration/v1/users/${ava.payload.user_id}`, ava, 200],
      ['/integration/v1/clients', leo, 403],
      ['/integration/v1/clients', undefined, 401],
      ['/integration/v1/no-such-route', ava, 404],
    ] as const) {
      const response = await get(url, who);
      expect(response.statusCode, url).toBe(status);
      if (status !== 404) expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it.each(['0x0c', '1e1', '+12', '12.0', ' 12', '012a'])('path id %j is a 400, never read as a number', async (raw) => {
    const response = await get(`/integration/v1/users/${encodeURIComponent(raw)}`, ava);
    expect(response.statusCode).toBe(400);
    const states = await get(`/integration/v1/location/countries/${encodeURIComponent(raw)}/states`, ava);
    expect(states.statusCode).toBe(400);
  });
});

describe('sessions have an absolute lifetime (SESSION_MAX_LIFETIME_S, default 12 h)', () => {
  const stayConnected = (who: SignedIn, token = who.token) =>
    t.app.inject({
      method: 'POST',
      url: '/sso/v1/sign-in/stay-connected',
      headers: { authorization: `Bearer ${token}`, 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` },
      payload: { identity: who.payload.identity, client: who.payload.client_id, session: who.payload.session },
    });
  const signedInAgo = (who: SignedIn, seconds: number) =>
    t.db.query(`UPDATE sessions SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [who.payload.session, seconds]);

  it('renews a young session for a full token lifetime', async () => {
    const who = await signIn(t.app, 'uma');
    const response = await stayConnected(who);
    expect(response.statusCode).toBe(200);
    const { exp, iat } = decodeJwt(response.json().data.access_token);
    expect(exp! - iat!).toBe(t.config.tokenTtlS);
  });

  it('caps a renewed token at the end of the session, and refuses renewal at its end', async () => {
    const who = await signIn(t.app, 'uma');
    await signedInAgo(who, 12 * 3600 - 600); // ten minutes left
    const renewed = await stayConnected(who);
    expect(renewed.statusCode).toBe(200);
    const { exp, iat } = decodeJwt(renewed.json().data.access_token);
    expect(exp! - iat!).toBeLessThanOrEqual(600);
    expect(exp! - iat!).toBeGreaterThan(500);

    const old = await signIn(t.app, 'uma');
    await signedInAgo(old, 12 * 3600 + 1);
    const refused = await stayConnected(old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SESSION_AT_MAXIMUM(12 * 3600));
  });
});
