import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretKey } from '../auth/jwt.js';
import { ORIGIN, TEST_SECRET, createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/idp/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest' },
    payload: new URLSearchParams(fields).toString(),
  });

const activities = (email: string) =>
  t.db.query<{ success: boolean; user_id: number | null; user_agent: string }>(
    'SELECT success, user_id, user_agent FROM sign_in_activities WHERE email = $1 ORDER BY id',
    [email],
  );

describe('GET /idp/sign-in', () => {
  it('renders labelled Email and Password inputs, a Sign in button and hidden fields', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/idp/sign-in?redirect_url=${encodeURIComponent(`${ORIGIN}/my-team?tab=2`)}&client_id=agent-portal&tenant_id=agent-network&cause=session-expired`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<input id="email" name="email" type="email"');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<form method="post" action="/idp/sign-in">');
    expect(html).toContain(`name="redirect_url" value="${ORIGIN}/my-team?tab=2"`);
    expect(html).toContain('name="client_id" value="agent-portal"');
    expect(html).toContain('Your session expired. Please sign in again.');
    expect(html).toContain('ava.licensed@agent-portal.test');
    expect(html).toContain('Sandbox!2026');
    // Issue #28 item 9: the demo accounts' notes name no wire code.
    expect(html).toContain('her two latest carrier portal utilization invoices failed');
    expect(html).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
    expect(html).not.toMatch(/<script/i);
    // An inline icon, so the browser does not ask for /favicon.ico (a 404 in the console).
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`form-action 'self' ${ORIGIN} http://localhost:5173`);
    expect(csp).toContain("script-src 'self'");
  });

  it('escapes the cause and shows unknown causes generically', async () => {
    const evil = '<script>alert(1)</script>';
    const response = await t.app.inject({ method: 'GET', url: `/idp/sign-in?cause=${encodeURIComponent(evil)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('name="cause" value="&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(response.body).toContain('Please sign in to continue.');
  });

  it.each([
    'https://evil.test/steal',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'http://localhost:4001/dashboard',
  ])('refuses the foreign redirect_url %s with a 400 page', async (redirect) => {
    const response = await t.app.inject({ method: 'GET', url: `/idp/sign-in?redirect_url=${encodeURIComponent(redirect)}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('not an Agent Portal address');
  });

  it('refuses an unknown client', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/idp/sign-in?client_id=other-app' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Unknown client');
  });
});

describe('POST /idp/sign-in', () => {
  it('redirects to redirect_url with ?sso=<jwt> (keeping its query) and records the attempt', async () => {
    const response = await form({
      email: 'Ava.Licensed@agent-portal.test',
      password: 'Sandbox!2026',
      redirect_url: `${ORIGIN}/my-team?tab=2#top`,
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
      cause: 'session-expired',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${ORIGIN}/my-team`);
    expect(location.searchParams.get('tab')).toBe('2');
    expect(location.hash).toBe('#top');
    const token = location.searchParams.get('sso')!;
    const { payload, protectedHeader } = await jwtVerify(token, secretKey(TEST_SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      identity: 'ava.licensed@agent-portal.test',
      client_id: 'agent-portal',
      tenant_id: 'agent-network',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isInteger(payload.user_id) && Number.isInteger(payload.role_id)).toBe(true);
    const sessions = await t.db.query('SELECT user_id FROM sessions WHERE id = $1', [payload.session]);
    expect(sessions).toEqual([{ user_id: payload.user_id }]);
    expect(await activities('Ava.Licensed@agent-portal.test')).toEqual([
      { success: true, user_id: payload.user_id, user_agent: 'vitest' },
    ]);
  });

  it('defaults to {origin}/dashboard without redirect_url', async () => {
    const response = await form({ email: 'uma.upline@agent-portal.test', password: 'Sandbox!2026' });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(new RegExp(`^${ORIGIN}/dashboard\\?sso=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
  });

  it('lets a non-demo agent sign in with the shared seed password', async () => {
    const [other] = await t.db.query<{ email: string }>("SELECT email FROM users WHERE email LIKE '%.%.%@%' ORDER BY id LIMIT 1");
    expect((await form({ email: other!.email, password: 'Sandbox!2026' })).statusCode).toBe(302);
  });

  it('401 page for a wrong password: message, email kept, no token, attempt recorded', async () => {
    const before = (await t.db.query('SELECT id FROM sessions')).length;
    const response = await form({ email: 'leo.unlicensed@agent-portal.test', password: 'wrong', redirect_url: `${ORIGIN}/dashboard` });
    expect(response.statusCode).toBe(401);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Invalid email or password.');
    expect(response.body).toContain('value="leo.unlicensed@agent-portal.test"');
    expect(response.body).toContain(`name="redirect_url" value="${ORIGIN}/dashboard"`);
    expect(response.body).not.toContain('sso=');
    expect((await t.db.query('SELECT id FROM sessions')).length).toBe(before);
    const rows = await activities('leo.unlicensed@agent-portal.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false });
    expect(rows[0]!.user_id).not.toBeNull();
  });

  it('401 for an unknown email, recorded without user_id', async () => {
    const response = await form({ email: 'nobody@agent-portal.test', password: 'Sandbox!2026' });
    expect(response.statusCode).toBe(401);
    expect(await activities('nobody@agent-portal.test')).toEqual([{ success: false, user_id: null, user_agent: 'vitest' }]);
  });

  it('400 page without email or password', async () => {
    const response = await form({ email: 'ava.licensed@agent-portal.test' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your email and password.');
  });

  it('refuses a foreign redirect_url even with good credentials (400, no Location, no session)', async () => {
    const before = (await t.db.query('SELECT id FROM sessions')).length;
    const response = await form({
      email: 'ava.licensed@agent-portal.test',
      password: 'Sandbox!2026',
      redirect_url: 'https://evil.test/collect',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect((await t.db.query('SELECT id FROM sessions')).length).toBe(before);
  });
});

describe('the sign-in state (issue #26, OAuth 2.0 state)', () => {
  const state = 'q8kX2Z_-vT0aLmN3pQrS4tUvWxYz0123456789AbCdE';
  const good = { email: 'ava.licensed@agent-portal.test', password: 'Sandbox!2026' };

  it('GET carries the state through the form as a hidden field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/idp/sign-in?redirect_url=${encodeURIComponent(`${ORIGIN}/my-profile`)}&cause=no-session&state=${state}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<input type="hidden" name="state" value="${state}">`);
  });

  it('POST echoes the state beside sso, keeping redirect_url\'s own query and hash', async () => {
    const response = await form({ ...good, redirect_url: `${ORIGIN}/my-profile?tab=2#documents`, state });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/my-profile');
    expect(location.searchParams.get('tab')).toBe('2');
    expect(location.searchParams.get('sso')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.hash).toBe('#documents');
  });

  it('a failed sign-in keeps the state in the form for the next try', async () => {
    const response = await form({ email: good.email, password: 'wrong', state });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(`name="state" value="${state}"`);
  });

  it('without a state (or an empty one) the answer has no state parameter', async () => {
    for (const fields of [good, { ...good, state: '' }]) {
      const response = await form(fields);
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.searchParams.has('sso')).toBe(true);
      expect(location.searchParams.has('state')).toBe(false);
    }
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['a space', 'abc def'],
    ['a quote', 'abc"def'],
    ['an ampersand', 'a&sso=planted'],
    ['201 characters', 'a'.repeat(201)],
  ])('a state with %s is refused with the 400 page, on GET and POST, nothing issued', async (_label, bad) => {
    const get = await t.app.inject({ method: 'GET', url: `/idp/sign-in?state=${encodeURIComponent(bad)}` });
    expect(get.statusCode).toBe(400);
    expect(get.body).toContain('The sign-in link is malformed.');
    const before = (await t.db.query('SELECT id FROM sessions')).length;
    const post = await form({ ...good, state: bad });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
    expect(post.body).toContain('The sign-in form was malformed.');
    expect((await t.db.query('SELECT id FROM sessions')).length).toBe(before);
  });

  it('accepts 200 URL-safe characters', async () => {
    const longest = `${'Az09'.repeat(49)}-._~`;
    expect(longest).toHaveLength(200);
    const response = await form({ ...good, state: longest });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).searchParams.get('state')).toBe(longest);
  });
});
