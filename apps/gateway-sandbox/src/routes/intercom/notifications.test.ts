import type { Notification } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';

let t: TestApp;
let ava: SignedIn;
let leo: SignedIn;

beforeAll(async () => ({ t, ava, leo } = await startSignedIn('ava', 'leo')));
afterAll(() => t.close());

const list = (who: SignedIn, query = '') =>
  t.app.inject({ method: 'GET', url: `/intercom/v1/notifications/notify-me${query}`, headers: who.headers });

describe('GET /intercom/v1/notifications/notify-me (§3 Notification, §7 intercom)', () => {
  it('answers page 1 of 10, newest first, with the total and unseen counts', async () => {
    const response = await list(ava);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Notification[]; count: number; unseen: number }>();
    expect(body.data).toHaveLength(10);
    expect(body.count).toBeGreaterThanOrEqual(120);
    expect(body.unseen).toBeGreaterThan(body.count * 0.1);
    expect(body.unseen).toBeLessThan(body.count * 0.3);
    const times = body.data.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const n of body.data) {
      expect(n.user_id).toBe(ava.payload.user_id);
      expect(typeof n.reference.seen).toBe('boolean');
      expect(n.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it('pages with page and limit (no overlap, the last page is partial)', async () => {
    const first = (await list(ava, '?page=1&limit=25')).json<{ data: Notification[]; count: number }>();
    const second = (await list(ava, '?page=2&limit=25')).json<{ data: Notification[] }>();
    expect(first.data).toHaveLength(25);
    expect(second.data).toHaveLength(25);
    expect(new Set([...first.data, ...second.data].map((n) => n.id)).size).toBe(50);
    const lastPage = Math.ceil(first.count / 100);
    const last = (await list(ava, `?page=${lastPage}&limit=100`)).json<{ data: Notification[] }>();
    expect(last.data).toHaveLength(first.count - (lastPage - 1) * 100);
    expect((await list(ava, `?page=${lastPage + 1}&limit=100`)).json().data).toEqual([]);
  });

  it('400 for a bad page or limit', async () => {
    for (const query of ['?page=0', '?limit=0', '?limit=101', '?page=abc']) {
      const response = await list(ava, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/Invalid request/);
    }
  });

  it('401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/intercom/v1/notifications/notify-me' });
    expect(response.statusCode).toBe(401);
  });

  it("never returns another agent's notifications", async () => {
    const body = (await list(leo, '?limit=100')).json<{ data: Notification[] }>();
    expect(body.data.every((n) => n.user_id === leo.payload.user_id)).toBe(true);
  });
});

describe('PUT /intercom/v1/notifications/{id}/seen and /seen', () => {
  const put = (who: SignedIn, url: string, headers: Record<string, string> = who.headers) =>
    t.app.inject({ method: 'PUT', url: `/intercom/v1/notifications${url}`, headers });

  it('marks one of your own notifications seen (idempotent)', async () => {
    const before = (await list(ava, '?limit=100')).json<{ data: Notification[]; unseen: number }>();
    const unseen = before.data.find((n) => !n.reference.seen)!;
    const response = await put(ava, `/${unseen.id}/seen`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: 1, unseen: before.unseen - 1 });
    expect((await put(ava, `/${unseen.id}/seen`)).json().data).toEqual({ updated: 0, unseen: before.unseen - 1 });
    const after = (await list(ava, '?limit=100')).json<{ data: Notification[] }>();
    expect(after.data.find((n) => n.id === unseen.id)!.reference.seen).toBe(true);
  });

  it("403 for another agent's notification, 404 for an unknown one, 400 for a bad id", async () => {
    const avas = (await list(ava)).json<{ data: Notification[] }>().data;
    const forbidden = await put(leo, `/${avas[0]!.id}/seen`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/your own/);
    expect((await put(leo, '/999999999/seen')).statusCode).toBe(404);
    expect((await put(leo, '/abc/seen')).statusCode).toBe(400);
  });

  it('403 without the CSRF header', async () => {
    const response = await put(leo, '/seen', { authorization: leo.headers.authorization! });
    expect(response.statusCode).toBe(403);
  });

  it('marks all of your own notifications seen, and only yours', async () => {
    const avaUnseen = (await list(ava)).json<{ unseen: number }>().unseen;
    const response = await put(leo, '/seen');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.unseen).toBe(0);
    expect(response.json().data.updated).toBeGreaterThan(0);
    expect((await list(leo)).json<{ unseen: number }>().unseen).toBe(0);
    expect((await list(ava)).json<{ unseen: number }>().unseen).toBe(avaUnseen);
  });
});

describe('notifications in the reader\'s language (issue #29 item 2)', () => {
  const read = async (who: SignedIn, lang?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/intercom/v1/notifications/notify-me?limit=100',
      headers: lang ? { ...who.headers, 'accept-language': lang } : who.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    return response.json<{ data: Notification[] }>().data;
  };
  const german = /Provisionszahlung|Provisionsabrechnung|Bonus gutgeschrieben|Beförderungsantrag|Neuer Agent|Ticket #\d+ aktualisiert|Neue Ankündigung|Rechnung|Wichtige Dokumente|Branchen-News/;
  const english = /Commission payment deposited|Commission statement ready|Bonus credited|Promotion request|New promotion request|New agent joined|Ticket #\d+ updated|New announcement|Recurring invoice|Essential documents|Industry update/;

  it('words the seeded notifications in German for Accept-Language de, the same rows', async () => {
    const [en, de] = await Promise.all([read(ava), read(ava, 'de-DE,de;q=0.9,en;q=0.5')]);
    expect(de.map((n) => n.id)).toEqual(en.map((n) => n.id));
    expect(de.map((n) => n.href)).toEqual(en.map((n) => n.href));
    expect(de.every((n) => german.test(n.subject))).toBe(true);
    expect(de.some((n) => n.body.includes('Ihr'))).toBe(true);
    expect(de.some((n) => english.test(n.subject))).toBe(false);
  });

  it('in Russian for ru, and in English without the header (or with an unsupported language)', async () => {
    const [ru, en, zh] = await Promise.all([read(ava, 'ru'), read(ava), read(ava, 'zh-CN')]);
    expect(ru.every((n) => /[а-яё]/i.test(n.subject))).toBe(true);
    expect(en.every((n) => english.test(n.subject))).toBe(true);
    expect(zh).toEqual(en);
  });

  it('a free-text notification (the admin route\'s) shows as written in every language; a templated one follows the reader', async () => {
    await t.app.notify(leo.payload.user_id, { subject: 'Plain note', body: 'Written by hand.', href: '' });
    const [de] = await read(leo, 'de');
    expect(de).toMatchObject({ subject: 'Plain note', body: 'Written by hand.' });
    const { templatedNotification, templateRef } = await import('../../notify/index.js');
    const created = await t.app.notify(
      leo.payload.user_id,
      templatedNotification(templateRef('payment_received', { total_cents: 4900, invoice_count: 1 }), { href: '/recurring-payment' }),
    );
    expect(created).toMatchObject({ subject: 'Payment received' });
    expect(created).not.toHaveProperty('template');
    const [it, fr] = await Promise.all([read(leo, 'it'), read(leo, 'fr')]);
    expect(it[0]).toMatchObject({ id: created.id, subject: 'Pagamento ricevuto' });
    expect(it[0]!.body).toContain('49,00');
    expect(fr[0]).toMatchObject({ id: created.id, subject: 'Paiement reçu' });
    expect(Object.keys(fr[0]!).sort()).toEqual(Object.keys(created).sort());
  });

  it('PUT /seen answers its message in the language', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/intercom/v1/notifications/seen',
      headers: { ...leo.headers, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/^\d+ Benachrichtigung(en)? als gelesen markiert\.$/);
  });
});
