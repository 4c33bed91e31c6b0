import { SOCKET_EVENTS, type AutoSessionLogout, type NotifyMePush } from '@agent-portal/api-client/wire';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../auth/sessions.js';
import { DEMO_ACCOUNTS } from '../../db/seed/constants.js';
import { createTestApp, signIn, type TestApp } from '../../test/harness.js';

const TOKEN = 'admin-test-token';
let t: TestApp;
let off: TestApp;
let url: string;

beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ sandboxAdminToken: TOKEN }), createTestApp()]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => Promise.all([t.close(), off.close()]));

const post = (app: TestApp, path: string, payload: unknown, token: string | null = TOKEN) =>
  app.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-sandbox-admin': token }) },
    payload: JSON.stringify(payload),
  });

const note = { email: DEMO_ACCOUNTS.leo.email, subject: 'Admin note', body: 'Body text', href: '/help/announcements' };

describe('sandbox admin routes (issue #3)', () => {
  it('do not exist without SANDBOX_ADMIN_TOKEN', async () => {
    expect((await post(off, '/sandbox/notifications', note)).statusCode).toBe(404);
    expect((await post(off, '/sandbox/logout', { email: note.email, cause: 'x' })).statusCode).toBe(404);
  });

  it('403 without or with a wrong X-Sandbox-Admin header', async () => {
    expect((await post(t, '/sandbox/notifications', note, null)).statusCode).toBe(403);
    expect((await post(t, '/sandbox/notifications', note, 'wrong')).statusCode).toBe(403);
    expect((await post(t, '/sandbox/logout', { email: note.email, cause: 'x' }, 'admin-test-tokeX')).statusCode).toBe(403);
  });

  it('400 for invalid bodies, 404 for an unknown email', async () => {
    for (const body of [{}, { ...note, subject: '' }, { ...note, email: 'not-an-email' }, { ...note, subject: 'x'.repeat(201) }]) {
      expect((await post(t, '/sandbox/notifications', body)).statusCode).toBe(400);
    }
    expect((await post(t, '/sandbox/logout', { email: note.email, cause: 'bad cause <x>' })).statusCode).toBe(400);
    const unknown = await post(t, '/sandbox/notifications', { ...note, email: 'nobody@agent-portal.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/nobody@agent-portal.test/);
  });

  it('POST /sandbox/notifications creates the notification (201) and pushes it to the agent', async () => {
    const leo = await signIn(t.app, 'leo');
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: leo.token } });
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const push = new Promise<NotifyMePush>((resolve) => socket.once(SOCKET_EVENTS.notifyMe, resolve));
    const response = await post(t, '/sandbox/notifications', { ...note, subject: '<img src=x onerror=alert(1)>' });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ user_id: leo.payload.user_id, subject: '<img src=x onerror=alert(1)>', reference: { seen: false } });
    expect((await push).data[0]).toEqual(created);
    socket.disconnect();
  });

  it('POST /sandbox/logout revokes every session and sends auto.session.logout with the cause', async () => {
    const [one, two] = [await signIn(t.app, 'bea'), await signIn(t.app, 'bea')];
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: one.token } });
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const event = new Promise<AutoSessionLogout>((resolve) => socket.once(SOCKET_EVENTS.autoSessionLogout, resolve));
    const response = await post(t, '/sandbox/logout', { email: DEMO_ACCOUNTS.bea.email, cause: 'admin-test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.revoked).toBeGreaterThanOrEqual(2);
    expect(await event).toEqual({ cause: 'admin-test' });
    expect((await findSession(t.db, one.payload.session))!.revoked).toBe(true);
    expect((await findSession(t.db, two.payload.session))!.revoked).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: `/integration/v1/users/${two.payload.user_id}`, headers: two.headers });
    expect(profile.statusCode).toBe(401);
    socket.disconnect();
  });

  it('POST /sandbox/tickets/status changes a ticket and notifies its owner (404 unknown, 409 same status, 400 bad status)', async () => {
    const ava = await signIn(t.app, 'ava');
    const [ticket] = await t.db.query<{ id: number; ticket: string; status: string }>(
      "SELECT id, ticket, status FROM tickets WHERE user_id = $1 AND status <> 'RESOLVED' ORDER BY id LIMIT 1",
      [ava.payload.user_id],
    );
    expect(ticket).toBeDefined();
    const changed = await post(t, '/sandbox/tickets/status', { ticket: ticket!.ticket, status: 'RESOLVED' });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/intercom/v1/notifications/notify-me?page=1&limit=1', headers: ava.headers });
    expect(list.json().data[0]).toMatchObject({
      subject: `Ticket ${ticket!.ticket} is resolved`,
      href: `/help/generate-ticket/${ticket!.id}`,
      reference: { seen: false },
    });
    expect((await post(t, '/sandbox/tickets/status', { ticket: ticket!.ticket, status: 'RESOLVED' })).statusCode).toBe(409);
    expect((await post(t, '/sandbox/tickets/status', { ticket: 'TCK-NOPE', status: 'CLOSED' })).statusCode).toBe(404);
    expect((await post(t, '/sandbox/tickets/status', { ticket: ticket!.ticket, status: 'DONE' })).statusCode).toBe(400);
  });

  it('POST /sandbox/announcements notifies every agent', async () => {
    const uma = await signIn(t.app, 'uma');
    const response = await post(t, '/sandbox/announcements', { title: 'Carrier update', body: 'New Medicare plans for 2027.' });
    expect(response.statusCode).toBe(201);
    const [{ count }] = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users')) as [{ count: number }];
    expect(response.json().data.notified).toBe(count);
    const list = await t.app.inject({ method: 'GET', url: '/intercom/v1/notifications/notify-me?page=1&limit=1', headers: uma.headers });
    expect(list.json().data[0]).toMatchObject({ subject: 'New announcement: Carrier update', href: '/help/announcements' });
    expect((await post(t, '/sandbox/announcements', { title: '', body: 'x' })).statusCode).toBe(400);
  });
});
