import type { Earnings, PayoutPage } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { pdfText } from '../../test/pdfText.js';
import { statementFacts } from '../../commissions/statementFacts.js';
import { changeText, statementPdf, usd } from './statementPdf.js';

// Issue #9 §3: the one-page PDF statement of a pay cycle (pdfkit), the caller's own money only.
let t: TestApp;
let ava: SignedIn;
let uma: SignedIn;

beforeAll(async () => ({ t, ava, uma } = await startSignedIn('ava', 'uma')));
afterAll(() => t.close());

const CYCLE = 'start_date=2026-11-10&end_date=2026-11-16';

/** The bytes of a drawn statement (a stream that ends itself). */
async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/integration/v1${url}`, headers: who.headers });
async function ok<T>(url: string, who: SignedIn): Promise<T> {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

describe('GET /commissions/statement?format=pdf', () => {
  it('is a one-page PDF download whose totals, payout and comparison are the earnings and payout of the cycle', async () => {
    const response = await get(`/commissions/statement?${CYCLE}&format=pdf`, ava);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="commission-statement-2026-11-10-to-2026-11-16.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { lines, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    const text = lines.join('\n');

    const earnings = await ok<Earnings>('/commissions/earnings?start_date=2026-11-03&end_date=2026-11-16', ava);
    const [previous, cycle] = earnings.cycles;
    const value = (label: string) => lines[lines.indexOf(label) + 1];
    expect(text).toContain('Pay cycle Nov 10, 2026 - Nov 16, 2026');
    expect(text).toMatch(/Ava .+ · AG-000012 · ava\.licensed@agent-portal\.test/);
    expect(value('Personal commissions')).toBe(usd(cycle!.commissions_cents));
    expect(value('Overrides')).toBe(usd(cycle!.overrides_cents));
    expect(value('Bonuses')).toBe(usd(cycle!.bonuses_cents));
    expect(value('Charge-backs')).toBe(usd(-cycle!.charge_backs_cents || 0));
    expect(value('Net earnings')).toBe(usd(cycle!.net_cents));
    expect(value('Net earnings then')).toBe(usd(previous!.net_cents));
    expect(value('Change')).toBe(changeText(cycle!.net_cents, previous!.net_cents));

    const payouts = await t.app.inject({ method: 'GET', url: `/integration/v1/payment/payouts?${CYCLE}`, headers: ava.headers });
    const payout = (payouts.json() as PayoutPage).data[0]!;
    expect(text).toContain(usd(payout.amount_cents));
    expect(text).toMatch(/(Paid|Scheduled) on Nov \d+, 2026/);
  });

  it('compares a cycle in progress with the same days of the one before, a finished one with the whole (issue #27 §4)', async () => {
    const [ava12] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'ava.licensed@%'`);
    // The Nov 17 – 23 cycle read on its Thursday: three days so far against Nov 10 – 12.
    const thursday = await statementFacts(t.db, ava12!.id, '2026-11-17', new Date('2026-11-19T12:00:00Z'));
    const [cut] = (await ok<Earnings>('/commissions/earnings?start_date=2026-11-10&end_date=2026-11-16&through_day=3', ava)).cycles;
    expect(thursday).toMatchObject({ in_progress: true, compared_days: 3, previous: cut });
    const thursdayText = pdfText(await pdfBytes(statementPdf(thursday))).lines.join(' ');
    expect(thursdayText).toContain('So far, vs the same days of the previous pay cycle (Nov 10, 2026 - Nov 12, 2026)');
    // Read a week later it is over: the whole previous cycle.
    const later = await statementFacts(t.db, ava12!.id, '2026-11-17', new Date('2026-11-26T12:00:00Z'));
    const [whole] = (await ok<Earnings>('/commissions/earnings?start_date=2026-11-10&end_date=2026-11-16', ava)).cycles;
    expect(later).toMatchObject({ in_progress: false, compared_days: 7, previous: whole });
    expect(pdfText(await pdfBytes(statementPdf(later))).lines.join('\n')).toContain('Compared with the whole previous pay cycle (Nov 10, 2026 - Nov 16, 2026)');
  });

  it('holds only the caller’s money: Uma’s statement of the same cycle is hers', async () => {
    const mine = pdfText((await get(`/commissions/statement?${CYCLE}&format=pdf`, uma)).rawPayload).lines.join('\n');
    expect(mine).toContain('uma.upline@agent-portal.test');
    expect(mine).not.toContain('AG-000012');
    const earnings = await ok<Earnings>(`/commissions/earnings?${CYCLE}`, uma);
    expect(mine).toContain(usd(earnings.cycles[0]!.net_cents));
  });

  it('covers exactly one pay cycle; bad ranges and formats are 400 with a message; no token is 401', async () => {
    const twoCycles = await get('/commissions/statement?start_date=2026-11-03&end_date=2026-11-16&format=pdf', ava);
    expect(twoCycles.statusCode).toBe(400);
    expect(twoCycles.json().message).toMatch(/one pay cycle/);
    expect((await get('/commissions/statement?start_date=2026-11-11&end_date=2026-11-17&format=pdf', ava)).statusCode).toBe(400);
    expect((await get(`/commissions/statement?${CYCLE}&format=docx`, ava)).statusCode).toBe(400);
    expect((await get(`/commissions/statement?${CYCLE}&format=pdf&agent_id=13`, ava)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/integration/v1/commissions/statement?${CYCLE}&format=pdf` })).statusCode).toBe(401);
  });

  it('an empty cycle still gives a statement that says so', async () => {
    const { lines } = pdfText((await get('/commissions/statement?start_date=2030-01-01&end_date=2030-01-07&format=pdf', ava)).rawPayload);
    expect(lines).toContain('No commission in this pay cycle.');
    expect(lines).toContain('No payout recorded for this pay cycle yet.');
  });
});

describe('changeText', () => {
  it('signs the amount and the percentage; n/a from zero', () => {
    expect(changeText(11_000, 10_000)).toBe('+$10.00 (+10.0%)');
    expect(changeText(9_000, 10_000)).toBe('-$10.00 (-10.0%)');
    expect(changeText(0, 0)).toBe('$0.00 (n/a)');
    expect(changeText(500, 0)).toBe('+$5.00 (n/a)');
  });
});
