import type { RecurringInvoice, UserProfile } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';

let t: TestApp;
let ava: SignedIn;
let bea: SignedIn;
let uma: SignedIn;

beforeAll(async () => ({ t, ava, bea, uma } = await startSignedIn('ava', 'bea', 'uma')));
afterAll(() => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const invoices = async (query: string, who: SignedIn) => {
  const response = await get(`/integration/v1/recurring/invoices?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: RecurringInvoice[]; count: number };
};

describe('GET /integration/v1/users/:id', () => {
  it('returns the caller\'s profile', async () => {
    const response = await get(`/integration/v1/users/${ava.payload.user_id}`, ava);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data as UserProfile;
    expect(profile).toMatchObject({
      id: ava.payload.user_id,
      email: 'ava.licensed@agent-portal.test',
      first_name: 'Ava',
      is_licensed: true,
      avatar_url: `avatars/${ava.payload.user_id}.svg`,
      role_id: ava.payload.role_id,
      upline_id: uma.payload.user_id,
    });
    expect(profile.code).toMatch(/^AG-\d{6}$/);
    expect(profile.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(profile).sort()).toEqual(
      ['avatar_url', 'code', 'created_at', 'email', 'first_name', 'id', 'is_licensed', 'last_name', 'level', 'phone', 'role_id', 'upline_id'],
    );
  });

  it('403 NOT_OWNER for another agent and an unknown id alike (no existence oracle), 400 for a non-numeric id', async () => {
    const other = await get(`/integration/v1/users/${uma.payload.user_id}`, ava);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'You can only access your own records.', reason: 'NOT_OWNER' });
    expect((await get('/integration/v1/users/999999', ava)).json()).toMatchObject({ statusCode: 403, reason: 'NOT_OWNER' });
    const bad = await get('/integration/v1/users/abc', ava);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('GET /integration/v1/recurring/invoices', () => {
  it('lists the caller\'s invoices newest first, 10 by default, with count', async () => {
    const { data, count } = await invoices(`user_id=${ava.payload.user_id}`, ava);
    expect(data).toHaveLength(10);
    expect(count).toBeGreaterThan(10);
    expect(data.every((row) => row.user_id === ava.payload.user_id)).toBe(true);
    const keys = data.map((row) => [row.invoice_date, row.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(data[0]!.invoice_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('applies subscription_type, status and limit', async () => {
    const { data } = await invoices(`user_id=${ava.payload.user_id}&subscription_type=CRM_SEAT&limit=3`, ava);
    expect(data).toHaveLength(3);
    expect(data.every((row) => row.subscription_type === 'CRM_SEAT')).toBe(true);
    const all = await invoices(`user_id=${ava.payload.user_id}&limit=100`, ava);
    expect(all.data.length).toBe(all.count);
    const failed = await invoices(`user_id=${bea.payload.user_id}&status=FAILED&limit=100`, bea);
    expect(failed.data.length).toBe(2);
    expect(failed.data.every((row) => row.status === 'FAILED' && row.paid_at === null)).toBe(true);
  });

  it('Bea is blocked: her two latest CP_UTILIZATION invoices FAILED, older PAID', async () => {
    const { data } = await invoices(`user_id=${bea.payload.user_id}&subscription_type=CP_UTILIZATION&limit=2`, bea);
    expect(data.map((row) => row.status)).toEqual(['FAILED', 'FAILED']);
    const older = await invoices(`user_id=${bea.payload.user_id}&subscription_type=CP_UTILIZATION&limit=100`, bea);
    expect(older.data.slice(2).every((row) => row.status === 'PAID')).toBe(true);
  });

  it('Ava is not blocked: everything PAID', async () => {
    const { data } = await invoices(`user_id=${ava.payload.user_id}&subscription_type=CP_UTILIZATION&limit=2`, ava);
    expect(data.map((row) => row.status)).toEqual(['PAID', 'PAID']);
    const failed = await invoices(`user_id=${ava.payload.user_id}&status=FAILED`, ava);
    expect(failed.count).toBe(0);
  });

  it('ignores unknown query parameters (e.g. cache busters)', async () => {
    const { data } = await invoices(`user_id=${ava.payload.user_id}&limit=1&_=123`, ava);
    expect(data).toHaveLength(1);
  });

  it('403 for another agent\'s user_id', async () => {
    const response = await get(`/integration/v1/recurring/invoices?user_id=${bea.payload.user_id}`, ava);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['', /user_id/],
    ['user_id=abc', /user_id/],
    ['user_id=12&limit=0', /limit/],
    ['user_id=12&limit=101', /limit/],
    ['user_id=12&status=LATE', /status/],
    ['user_id=12&subscription_type=GYM', /subscription_type/],
  ])('400 with a message for ?%s', async (query, message) => {
    const response = await get(`/integration/v1/recurring/invoices?${query}`, ava);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
