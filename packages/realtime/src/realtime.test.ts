import { LATEST_NOTIFICATIONS_ARGS, configureGateway, notificationsApi } from '@agent-portal/api-client';
import { SOCKET_EVENTS, type Notification, type NotifyMePush } from '@agent-portal/api-client/wire';
import { changeLanguage } from '@agent-portal/i18n';
import { createTestStore, expectCountsOverTime, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markNotificationsSeen, startRealtime, type RealtimeHandle } from './realtime.js';
import { fakeClient } from './test/fakeSocket.js';

const note = (id: number, seen = false): Notification => ({
  id,
  user_id: 12,
  subject: `Subject ${id}`,
  body: 'Body',
  href: '/help/announcements',
  reference: { seen },
  created_at: '2026-11-20T10:00:00.000Z',
});

const handles: RealtimeHandle[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0, getAccessToken: () => 'token-1', getLanguage: () => 'en' }));
afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop();
  vi.useRealTimers();
});

function start(overrides: Partial<Parameters<typeof startRealtime>[0]> = {}) {
  const client = fakeClient();
  const store = createTestStore();
  const onForcedLogout = vi.fn();
  const handle = startRealtime({
    socketUrl: TEST_ORIGIN,
    dispatch: store.dispatch,
    getHandshake: () => ({ identity: 'ava.licensed@agent-portal.test', role_id: 2 }),
    onForcedLogout,
    loadClient: client.loadClient,
    ...overrides,
  });
  handles.push(handle);
  return { client, store, onForcedLogout, handle };
}

describe('startRealtime (§4 Socket connection, §7 Socket, ARCHITECTURE §5)', () => {
  it('loads the client lazily, connects with the token, websocket then polling, jittered back-off', async () => {
    const { client } = start();
    expect(client.sockets).toHaveLength(0);
    await flush();
    const [socket] = client.sockets;
    expect(socket!.url).toBe(TEST_ORIGIN);
    expect(socket!.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 15000,
      randomizationFactor: 0.5,
    });
    const auth = socket!.options.auth as (cb: (data: object) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'token-1', lang: 'en' });
  });

  it('sends the handshake with identity, role_id and the language on every connect', async () => {
    const { client } = start();
    await flush();
    const socket = client.sockets[0]!;
    socket.serverConnect();
    socket.serverConnect();
    const handshakes = socket.emitted.filter((e) => e.event === SOCKET_EVENTS.handshake);
    expect(handshakes).toHaveLength(2);
    expect(handshakes[0]!.args[0]).toEqual({ identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'en' });
  });

  it('replaces the notification count and list on ml.ping.notify.me', async () => {
    const { client, store } = start();
    await flush();
    const select = notificationsApi.endpoints.listNotifications.select(LATEST_NOTIFICATIONS_ARGS);
    const push: NotifyMePush = { count: 2, total: 130, data: [note(3), note(2), note(1, true)] };
    client.sockets[0]!.fire(SOCKET_EVENTS.notifyMe, push);
    await vi.waitFor(() => expect(select(store.getState()).data).toEqual({ data: push.data, count: 130, unseen: 2 }));
    client.sockets[0]!.fire(SOCKET_EVENTS.notifyMe, { count: 0, total: 1, data: [note(9, true)] });
    await vi.waitFor(() => expect(select(store.getState()).data).toEqual({ data: [note(9, true)], count: 1, unseen: 0 }));
  });

  it('calls onForcedLogout with the cause on ml.ping.auto.session.logout and does not retry', async () => {
    vi.useFakeTimers();
    const { client, onForcedLogout } = start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = client.sockets[0]!;
    socket.fire(SOCKET_EVENTS.autoSessionLogout, { cause: 'password-changed' });
    expect(onForcedLogout).toHaveBeenCalledWith('password-changed');
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connectCalls).toBe(0);
  });

  it('re-fetches the notification lists after a reconnection', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_ORIGIN}/intercom/v1/notifications/notify-me`, () => {
        calls += 1;
        return HttpResponse.json({ data: [note(1)], count: 1, unseen: 1 });
      }),
    );
    const { client, store } = start();
    const sub = store.dispatch(notificationsApi.endpoints.listNotifications.initiate({ page: 2, limit: 25 }));
    await sub;
    expect(calls).toBe(1);
    await flush();
    client.sockets[0]!.io.fire('reconnect', 1);
    await vi.waitFor(() => expect(calls).toBe(2));
    sub.unsubscribe();
  });

  it('retries later with jitter when the server drops the socket (expired token), not at once', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client } = start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = client.sockets[0]!;
    socket.fire('disconnect', 'io server disconnect');
    await expectCountsOverTime(() => socket.connectCalls, [[900, 0], [200, 1]]);
    socket.active = false;
    socket.fire('connect_error', new Error('expired'));
    await vi.advanceTimersByTimeAsync(2100);
    expect(socket.connectCalls).toBe(2);
    random.mockRestore();
  });

  it('fetches socket.io-client again with the back-off when its chunk fails to load (offline, restarted server; issue #13 §5)', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const client = fakeClient();
    let attempts = 0;
    const statuses: string[] = [];
    const { handle } = start({
      loadClient: () => (++attempts <= 2 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : client.loadClient()),
      onStatus: (status) => statuses.push(status),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    expect(statuses).toEqual(['connecting', 'disconnected']);
    // the back-off doubles: the second try about 1 s after the first, the third 2 s after the second (at 3 s)
    await expectCountsOverTime(() => attempts, [[1_100, 2], [1_800, 2], [200, 3]]);
    expect(client.sockets).toHaveLength(1);
    handle.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(3);
    random.mockRestore();
  });

  it('keeps one socket per tab and closes it when the last user stops', async () => {
    const first = start();
    const second = start();
    await flush();
    expect(first.client.sockets).toHaveLength(1);
    expect(second.client.sockets).toHaveLength(0);
    first.handle.stop();
    expect(first.client.sockets[0]!.disconnected).toBe(false);
    second.handle.stop();
    expect(first.client.sockets[0]!.disconnected).toBe(true);
  });

  it('never connects when stopped before the client loaded (StrictMode double effects)', async () => {
    const { client, handle } = start();
    handle.stop();
    await flush();
    expect(client.sockets).toHaveLength(0);
  });
});

describe('startRealtime: the agent’s language on the socket (issue #29, spec §2)', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  const handshakesOf = (socket: { emitted: Array<{ event: string; args: unknown[] }> }) =>
    socket.emitted.filter((e) => e.event === SOCKET_EVENTS.handshake).map((e) => e.args[0]);

  it('sends auth.lang and handshake lang from getLanguage, asked on every (re)connection', async () => {
    let lang = 'fr';
    const { client } = start({ getLanguage: () => lang });
    await flush();
    const socket = client.sockets[0]!;
    const auth = socket.options.auth as (cb: (data: object) => void) => void;
    const sent = vi.fn();
    auth(sent);
    socket.serverConnect();
    lang = 'it';
    auth(sent);
    socket.serverConnect();
    expect(sent.mock.calls.map((c) => c[0])).toEqual([
      { token: 'token-1', lang: 'fr' },
      { token: 'token-1', lang: 'it' },
    ]);
    expect(handshakesOf(socket)).toEqual([
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'fr' },
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'it' },
    ]);
  });

  it('sends no lang when there is none (the gateway answers in English)', async () => {
    const { client } = start({ getLanguage: () => undefined });
    await flush();
    const socket = client.sockets[0]!;
    const sent = vi.fn();
    (socket.options.auth as (cb: (data: object) => void) => void)(sent);
    socket.serverConnect();
    expect(sent).toHaveBeenCalledWith({ token: 'token-1' });
    expect(handshakesOf(socket)).toEqual([{ identity: 'ava.licensed@agent-portal.test', role_id: 2 }]);
  });

  it('sends handshake again with the new lang when the language changes while connected (i18next languageChanged)', async () => {
    const { client, handle } = start();
    await flush();
    const socket = client.sockets[0]!;
    // Not connected yet: nothing is sent; the connect's handshake carries the language.
    await changeLanguage('es');
    expect(handshakesOf(socket)).toEqual([]);
    socket.serverConnect();
    await changeLanguage('de');
    await changeLanguage('de');
    await changeLanguage('ru');
    expect(handshakesOf(socket)).toEqual([
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'en' },
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'de' },
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'ru' },
    ]);
    // After stop, a language change sends nothing (the listener is gone).
    handle.stop();
    const before = socket.emitted.length;
    await changeLanguage('fr');
    expect(socket.emitted).toHaveLength(before);
  });

  it('uses a given subscribeLanguage, and sends nothing while disconnected or without a session', async () => {
    let notify: (lang: string) => void = () => undefined;
    const unsubscribe = vi.fn();
    let session: { identity: string; role_id: number } | null = { identity: 'ava.licensed@agent-portal.test', role_id: 2 };
    const { client, handle } = start({
      getHandshake: () => session,
      subscribeLanguage: (listener) => {
        notify = listener;
        return unsubscribe;
      },
    });
    await flush();
    const socket = client.sockets[0]!;
    socket.serverConnect();
    notify('it');
    socket.connected = false;
    notify('fr');
    socket.connected = true;
    session = null;
    notify('ru');
    expect(handshakesOf(socket)).toEqual([
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'en' },
      { identity: 'ava.licensed@agent-portal.test', role_id: 2, lang: 'it' },
    ]);
    handle.stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('markNotificationsSeen', () => {
  it('emits ml.ping.mark.as.seen with the id and returns the acknowledgement', async () => {
    const { client } = start();
    await flush();
    const socket = client.sockets[0]!;
    expect(await markNotificationsSeen(4)).toBeNull();
    socket.serverConnect();
    socket.ackWith = { ok: true, updated: 1, unseen: 3 };
    expect(await markNotificationsSeen(4)).toEqual({ ok: true, updated: 1, unseen: 3 });
    expect(await markNotificationsSeen()).toEqual({ ok: true, updated: 1, unseen: 3 });
    const marks = socket.emitted.filter((e) => e.event === SOCKET_EVENTS.markAsSeen).map((e) => e.args[0]);
    expect(marks).toEqual([{ id: 4 }, {}]);
    socket.ackWith = new Error('timeout');
    expect(await markNotificationsSeen(4)).toBeNull();
  });
});
