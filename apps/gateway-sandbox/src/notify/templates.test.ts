import { describe, expect, it } from 'vitest';
import { GATEWAY_LANGUAGES } from '../http/language.js';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEMPLATES,
  localizedText,
  renderTemplate,
  templateRef,
  type TemplateRef,
} from './templates.js';
import { declineReason } from './templates/money.js';
import { INTERNAL_CODE } from '../support/codeWords.js';

/** One sample of every kind (the params the sandbox's callers and the seed give). */
const SAMPLES: TemplateRef[] = [
  templateRef('payment_received', { total_cents: 123_450, invoice_count: 3 }),
  templateRef('payment_declined', { reason: 'card_declined', message: 'The card was declined by its issuer.' }),
  templateRef('promotion_decided', { decider_name: 'Ava Stone', to_rank: 'MARKETING_DIRECTOR', approved: true, note: null }),
  templateRef('ticket_status_changed', { ticket: 'TCK-000042', subject: 'Commission missing', from: 'OPEN', to: 'IN_PROGRESS' }),
  templateRef('ticket_replied', { ticket: 'TCK-000042', message: 'We fixed it.' }),
  templateRef('announcement', { title: 'Carrier update', body: 'Read the new rules.' }),
  templateRef('company_news', { topic: 'maintenance' }),
  templateRef('commission_deposited', { amount_cents: 480_012, cycle_end: '2026-10-03' }),
  templateRef('statement_ready', { policies: 5, overrides: 2 }),
  templateRef('bonus_credited', { amount_cents: 15_000 }),
  templateRef('downline_promotion_approved', {}),
  templateRef('promotion_requested', {}),
  templateRef('team_member_joined', {}),
  templateRef('ticket_updated', { ticket_id: 12, status: 'RESOLVED' }),
  templateRef('invoice_paid', { invoice_date: '2026-10-03', amount_cents: 4900, subscription_type: 'CP_UTILIZATION' }),
  templateRef('invoice_failed', {}),
  templateRef('documents_reminder', {}),
  templateRef('fraud_awareness', {}),
];

const render = (ref: TemplateRef, lang: (typeof GATEWAY_LANGUAGES)[number]) => renderTemplate(ref.kind, ref.params as never, lang);

describe('notification templates (issue #29 item 2)', () => {
  it('has a sample for every kind, and every kind has all six languages', () => {
    expect(new Set(SAMPLES.map((s) => s.kind))).toEqual(new Set(NOTIFICATION_KINDS));
    for (const kind of NOTIFICATION_KINDS) expect(Object.keys(NOTIFICATION_TEMPLATES[kind]).sort()).toEqual([...GATEWAY_LANGUAGES].sort());
  });

  it('gives a different text in every language, never empty, never a code', () => {
    for (const sample of SAMPLES) {
      const texts = GATEWAY_LANGUAGES.map((lang) => render(sample, lang));
      for (const text of texts) {
        expect(text.subject.length).toBeGreaterThan(0);
        expect(text.body.length).toBeGreaterThan(0);
        expect(`${text.subject} ${text.body}`.match(INTERNAL_CODE) ?? []).toEqual([]);
      }
      const joined = texts.map((text) => `${text.subject}\n${text.body}`);
      expect(new Set(joined).size, sample.kind).toBe(GATEWAY_LANGUAGES.length);
    }
  });

  it('formats money, dates, statuses and ranks for the language', () => {
    const deposit = SAMPLES.find((s) => s.kind === 'commission_deposited')!;
    expect(render(deposit, 'en').body).toContain('$4,800.12');
    expect(render(deposit, 'en').body).toContain('Oct 3, 2026');
    expect(render(deposit, 'de').body).toMatch(/4\.800,12\s\$/);
    expect(render(deposit, 'de').body).toContain('03.10.2026');
    expect(render(deposit, 'ru').body).toContain('окт. 2026');
    const status = SAMPLES.find((s) => s.kind === 'ticket_status_changed')!;
    expect(render(status, 'en').subject).toBe('Ticket TCK-000042 is in progress');
    expect(render(status, 'de').body).toContain('„In Bearbeitung“');
    expect(render(status, 'fr').body).toContain('« En cours »');
    const promotion = SAMPLES.find((s) => s.kind === 'promotion_decided')!;
    expect(render(promotion, 'es').body).toContain('Director de marketing');
    expect(render(promotion, 'ru').body).toContain('«Директор по маркетингу»');
    const statement = SAMPLES.find((s) => s.kind === 'statement_ready')!;
    expect(render(statement, 'ru').body).toContain('5 полисов и 2 комиссии с команды');
  });

  it('uses formal address', () => {
    const paid = SAMPLES.find((s) => s.kind === 'payment_received')!;
    expect(render(paid, 'de').body).toMatch(/\bIhre\b/);
    expect(render(paid, 'es').body).toMatch(/\bSu\b/);
    expect(render(paid, 'fr').body).toMatch(/\bVotre\b/);
    expect(render(paid, 'it').body).toMatch(/\bSuo\b/);
    expect(render(paid, 'ru').body).toMatch(/Ваш/);
  });

  it('an announcement uses the admin\'s translation where there is one', () => {
    const ref = templateRef('announcement', { title: 'Office closed', body: 'Friday.', translations: { de: { title: 'Büro geschlossen', body: 'Freitag.' } } });
    expect(render(ref, 'de')).toEqual({ subject: 'Neue Ankündigung: Büro geschlossen', body: 'Freitag.' });
    expect(render(ref, 'it')).toEqual({ subject: 'Nuovo annuncio: Office closed', body: 'Friday.' });
  });

  it('a row without a (known, readable) template shows its stored text', () => {
    const stored = { subject: 'Hello', body: 'Free text' };
    expect(localizedText({ ...stored, template: null, params: null }, 'de')).toEqual(stored);
    expect(localizedText({ ...stored, template: 'no_such_kind', params: {} }, 'de')).toEqual(stored);
    expect(localizedText({ ...stored, template: 'commission_deposited', params: null }, 'de')).toEqual(stored);
    expect(localizedText({ ...stored, template: 'bonus_credited', params: { amount_cents: 100 } }, 'de').subject).toBe('Bonus gutgeschrieben');
  });

  it('reads the card provider\'s decline messages', () => {
    expect(declineReason('The card has expired.')).toBe('expired_card');
    expect(declineReason('The card was declined by its issuer.')).toBe('card_declined');
    expect(declineReason('Something else.')).toBe('other');
  });
});
