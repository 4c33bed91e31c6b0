import type { ChargeableSettings, Payment, PayRecurringResult, RecurringCharge, RecurringChargeTaxes } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenizeCard } from '../../card-provider/provider.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/harness.js';
import { computeTaxes } from '../../payment/taxes.js';

// Issue #4 recurring-payment; spec §4 Blocked, §7 `payment`.
let t: TestApp;
let ava: SignedIn;
let bea: SignedIn;
let leo: SignedIn;

/** Gives an agent a card from the provider (number 4000…0002 always declines) unless they have one. */
async function ensureCard(userId: number, number: string, replace = false): Promise<void> {
  const existing = await t.db.query('SELECT 1 FROM agent_payment_cards WHERE user_id = $1', [userId]);
  if (existing.length > 0 && !replace) return;
  const card = await tokenizeCard(t.db, { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvv: '123' });
  await t.db.query('DELETE FROM agent_payment_cards WHERE user_id = $1', [userId]);
  await t.db.query(
    'INSERT INTO agent_payment_cards (user_id, token, brand, last4, exp_month, exp_year) VALUES ($1, $2, $3, $4, $5, $6)',
    [userId, card.token, card.brand, card.last4, card.exp_month, card.exp_year],
  );
}

const chargeCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_charges'))[0]!.n;
const failBeaAgain = () =>
  t.db.query(
    `UPDATE recurring_invoices SET status = 'FAILED', paid_at = NULL
      WHERE id IN (SELECT id FROM recurring_invoices WHERE user_id = $1 AND subscription_type = 'CP_UTILIZATION'
                   ORDER BY invoice_date DESC, id DESC LIMIT 2)`,
    [bea.payload.user_id],
  );

beforeAll(async () => {
  t = await createTestApp();
  [ava, bea, leo] = await Promise.all([signIn(t.app, 'ava'), signIn(t.app, 'bea'), signIn(t.app, 'leo')]);
  await ensureCard(bea.payload.user_id, '5555555555554444');
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const pay = (who: SignedIn, key: string | null, body: unknown = { user_id: who.payload.user_id }) =>
  t.app.inject({
    method: 'POST',
    url: '/integration/v1/payment/braintree/pay',
    headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as object,
  });
const blocked = async (who: SignedIn) => {
  const response = await get(
    `/integration/v1/recurring/invoices?user_id=${who.payload.user_id}&subscription_type=CP_UTILIZATION&limit=2`,
    who,
  );
  return (response.json().data as Array<{ status: string }>).every((row) => row.status === 'FAILED');
};

describe('GET /payment/settings/chargeable/:id', () => {
  it("returns the agent's chargeable settings: billing day, charged subscriptions, amounts in cents", async () => {
    const response = await get(`/integration/v1/payment/settings/chargeable/${ava.payload.user_id}`, ava);
    expect(response.statusCode, response.body).toBe(200);
    const settings = response.json().data as ChargeableSettings;
    expect(settings).toMatchObject({ user_id: ava.payload.user_id, billing_day: 1 + (ava.payload.user_id % 28), currency: 'USD' });
    expect(settings.subscriptions).toEqual([
      { subscription_type: 'CP_UTILIZATION', charged: true, amount_cents: 4900, billing_interval: 'MONTHLY' },
      { subscription_type: 'CRM_SEAT', charged: true, amount_cents: 2900, billing_interval: 'MONTHLY' },
      { subscription_type: 'E_AND_O_INSURANCE', charged: true, amount_cents: 39900, billing_interval: 'YEARLY' },
    ]);
    const leoSettings = (await get(`/integration/v1/payment/settings/chargeable/${leo.payload.user_id}`, leo)).json().data as ChargeableSettings;
    expect(leoSettings.subscriptions.filter((s) => s.charged).map((s) => s.subscription_type)).toEqual(['CP_UTILIZATION']);
  });

  it("403 for another agent's settings, 400 for a bad id", async () => {
    expect((await get(`/integration/v1/payment/settings/chargeable/${bea.payload.user_id}`, ava)).statusCode).toBe(403);
    const bad = await get('/integration/v1/payment/settings/chargeable/abc', ava);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });
});

describe('GET /payment/charge-recurring and /payment/charge-recurring-taxes', () => {
  it("Bea owes her two FAILED CP_UTILIZATION invoices; taxes and total in cents", async () => {
    const due = (await get(`/integration/v1/payment/charge-recurring?user_id=${bea.payload.user_id}`, bea)).json()
      .data as RecurringCharge;
    expect(due.invoices.map((i) => [i.subscription_type, i.status])).toEqual([
      ['CP_UTILIZATION', 'FAILED'],
      ['CP_UTILIZATION', 'FAILED'],
    ]);
    expect(due.subtotal_cents).toBe(9800);
    const taxes = (await get(`/integration/v1/payment/charge-recurring-taxes?user_id=${bea.payload.user_id}`, bea)).json()
      .data as RecurringChargeTaxes;
    expect(taxes.lines).toEqual([
      { code: 'STATE_SALES_TAX', name: 'State sales tax', rate_percent: 6.25, taxable_cents: 9800, amount_cents: 613 },
      { code: 'LOCAL_TAX', name: 'Local tax', rate_percent: 1, taxable_cents: 9800, amount_cents: 98 },
    ]);
    expect(taxes).toMatchObject({ subtotal_cents: 9800, tax_cents: 711, total_cents: 10511 });
    // Without user_id: the caller's.
    expect((await get('/integration/v1/payment/charge-recurring-taxes', bea)).json().data.total_cents).toBe(10511);
  });

  it('Ava owes nothing; E&O insurance is not taxed', async () => {
    const due = (await get(`/integration/v1/payment/charge-recurring?user_id=${ava.payload.user_id}`, ava)).json().data;
    expect(due).toMatchObject({ invoices: [], subtotal_cents: 0 });
    expect(computeTaxes([{ subscription_type: 'E_AND_O_INSURANCE', amount_cents: 39900 }]).tax_cents).toBe(0);
  });

  it('403 for another agent, 400 for a missing user_id', async () => {
    expect((await get(`/integration/v1/payment/charge-recurring?user_id=${bea.payload.user_id}`, ava)).statusCode).toBe(403);
    expect((await get(`/integration/v1/payment/charge-recurring-taxes?user_id=${bea.payload.user_id}`, ava)).statusCode).toBe(403);
    const missing = await get('/integration/v1/payment/charge-recurring', ava);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/user_id/);
  });
});

describe('GET /payment', () => {
  it("pages Ava's history newest first; every payment covers her PAID invoices", async () => {
    const first = (await get('/integration/v1/payment?page=1&limit=10', ava)).json() as { data: Payment[]; count: number };
    expect(first.data).toHaveLength(10);
    expect(first.count).toBeGreaterThan(10);
    const second = (await get('/integration/v1/payment?page=2&limit=10', ava)).json() as { data: Payment[]; count: number };
    expect(second.data.length).toBe(first.count - 10);
    const all = [...first.data, ...second.data];
    expect(all.map((p) => p.created_at)).toEqual([...all.map((p) => p.created_at)].sort().reverse());
    for (const payment of all) {
      expect(payment).toMatchObject({ user_id: ava.payload.user_id, status: 'SUCCEEDED', card_brand: 'Visa', card_last4: '1111' });
      expect(payment.total_cents).toBe(payment.amount_cents + payment.tax_cents);
      expect(payment.invoice_ids.length).toBeGreaterThan(0);
    }
    const ids = all.flatMap((p) => p.invoice_ids);
    const rows = await t.db.query<{ user_id: number; status: string; amount_cents: number }>(
      'SELECT user_id, status, amount_cents FROM recurring_invoices WHERE id = ANY($1::int[])',
      [ids],
    );
    expect(rows.every((row) => row.user_id === ava.payload.user_id && row.status === 'PAID')).toBe(true);
  });

  it('only the caller\'s payments; 400 for a bad limit', async () => {
    expect((await get('/integration/v1/payment', leo)).json()).toEqual({ data: [], count: 0 });
    expect((await get('/integration/v1/payment?limit=101', ava)).statusCode).toBe(400);
  });
});

describe('POST /payment/braintree/pay', () => {
  it('400 without or with a malformed Idempotency-Key; 403 for another agent; 400 for a bad body', async () => {
    const missing = await pay(bea, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Idempotency-Key/);
    expect((await pay(bea, 'short')).statusCode).toBe(400);
    expect((await pay(ava, 'key-for-bea-0001', { user_id: bea.payload.user_id })).statusCode).toBe(403);
    expect((await pay(bea, 'key-bad-body-0001', { user_id: 'x' })).statusCode).toBe(400);
    expect(await blocked(bea)).toBe(true);
  });

  it('charges once, marks the invoices PAID (Bea is unblocked) and replays the same answer for the same key', async () => {
    const before = await chargeCount();
    expect(await blocked(bea)).toBe(true);
    const first = await pay(bea, 'bea-pay-attempt-0001');
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json().data as PayRecurringResult;
    expect(result.payment).toMatchObject({ status: 'SUCCEEDED', total_cents: 10511, tax_cents: 711, amount_cents: 9800, card_last4: '4444' });
    expect(result.paid_invoice_ids).toHaveLength(2);
    expect(await blocked(bea)).toBe(false);
    expect(await chargeCount()).toBe(before + 1);

    const again = await pay(bea, 'bea-pay-attempt-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await chargeCount()).toBe(before + 1);

    const history = (await get('/integration/v1/payment', bea)).json() as { data: Payment[]; count: number };
    expect(history.data.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);

    // The sandbox tells her through a notification (issue #3: its own events), once, not on the replay.
    const notes = (await get('/intercom/v1/notifications/notify-me?page=1&limit=5', bea)).json() as {
      data: Array<{ subject: string; body: string; href: string }>;
    };
    expect(notes.data.filter((n) => n.subject === 'Payment received')).toHaveLength(1);
    expect(notes.data[0]).toMatchObject({ subject: 'Payment received', href: '/recurring-payment' });
    expect(notes.data[0]!.body).toContain('$105.11');

    const nothing = await pay(bea, 'bea-pay-attempt-0002');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toMatch(/Nothing is due/);
  });

  it('two concurrent requests with the same key charge once and get the same payment', async () => {
    await failBeaAgain();
    const before = await chargeCount();
    const [a, b] = await Promise.all([pay(bea, 'bea-concurrent-0001'), pay(bea, 'bea-concurrent-0001')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.payment.id).toBe(b.json().data.payment.id);
    expect(await chargeCount()).toBe(before + 1);
    expect(await blocked(bea)).toBe(false);
  });

  it('two concurrent requests with different keys still pay the invoices once', async () => {
    await failBeaAgain();
    const before = await chargeCount();
    const answers = await Promise.all([pay(bea, 'bea-tab-one-0001'), pay(bea, 'bea-tab-two-0001')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await chargeCount()).toBe(before + 1);
  });

  it('a decline answers 402 with a clear message, marks nothing paid and is replayed for its key', async () => {
    await t.db.query(
      `UPDATE recurring_invoices SET status = 'FAILED', paid_at = NULL
        WHERE id = (SELECT id FROM recurring_invoices WHERE user_id = $1 ORDER BY invoice_date DESC, id DESC LIMIT 1)`,
      [leo.payload.user_id],
    );
    await ensureCard(leo.payload.user_id, '4000000000000002', true);
    const before = await chargeCount();
    const declined = await pay(leo, 'leo-decline-0001');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ statusCode: 402, message: 'The card was declined by its issuer.' });
    const due = (await get(`/integration/v1/payment/charge-recurring?user_id=${leo.payload.user_id}`, leo)).json().data;
    expect(due.invoices).toHaveLength(1);
    const replay = await pay(leo, 'leo-decline-0001');
    expect(replay.statusCode).toBe(402);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await chargeCount()).toBe(before + 1);
    const history = (await get('/integration/v1/payment', leo)).json() as { data: Payment[] };
    expect(history.data[0]).toMatchObject({ status: 'DECLINED', failure_message: 'The card was declined by its issuer.', transaction_id: null });
    const notes = (await get('/intercom/v1/notifications/notify-me?page=1&limit=1', leo)).json() as { data: Array<{ subject: string }> };
    expect(notes.data[0]).toMatchObject({ subject: 'Payment declined' });
  });

  it('409 without a card on file, and the key stays usable', async () => {
    await t.db.query('DELETE FROM agent_payment_cards WHERE user_id = $1', [leo.payload.user_id]);
    const noCard = await pay(leo, 'leo-nocard-0001');
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().message).toMatch(/payment card/);
    await ensureCard(leo.payload.user_id, '4111111111111111', true);
    expect((await pay(leo, 'leo-nocard-0001')).statusCode).toBe(200);
  });

  it('403 without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/integration/v1/payment/braintree/pay',
      headers: { authorization: bea.headers.authorization!, 'idempotency-key': 'bea-no-csrf-0001' },
      payload: { user_id: bea.payload.user_id },
    });
    expect(response.statusCode).toBe(403);
  });
});
