import type { Reminder } from '@agent-portal/api-client/wire';
import { formatMoney, i18n } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_NS } from '../i18n/index.js';
import { de } from '../i18n/locales/de.js';
import { rankText, reminderText } from './RemindersWidget.js';

// Issue #28 item 9: a reminder names the subscription in words, never its wire code (CP_UTILIZATION).
const invoice = (type: 'INVOICE_FAILED' | 'INVOICE_DUE', subscription_type: string): Reminder => ({
  id: `${type}:41`,
  type,
  severity: 'error',
  title: 'x',
  href: '/my-profile#recurring-transactions',
  due_on: '2026-11-25',
  params: { invoice_id: 41, amount_cents: 4_900, subscription_type },
});

describe('reminderText: invoices in words (issue #28 item 9)', () => {
  it('en', () => {
    const t = i18n.getFixedT('en', DASHBOARD_NS);
    const money = (cents: number, currency: string) => formatMoney(cents, currency, 'en');
    expect(reminderText(invoice('INVOICE_FAILED', 'CP_UTILIZATION'), t, money)).toBe('Your carrier portal utilization invoice of $49.00 failed: pay it to keep your access.');
    expect(reminderText(invoice('INVOICE_DUE', 'E_AND_O_INSURANCE'), t, money)).toBe('Your E&O insurance invoice of $49.00 is due.');
    // A code the portal does not know yet: in words all the same.
    expect(reminderText(invoice('INVOICE_DUE', 'NEW_PLAN_FEE'), t, money)).toBe('Your new plan fee invoice of $49.00 is due.');
  });

  it('de', () => {
    i18n.addResourceBundle('de', DASHBOARD_NS, de, true, true);
    const t = i18n.getFixedT('de', DASHBOARD_NS);
    const money = (cents: number, currency: string) => formatMoney(cents, currency, 'de');
    const text = reminderText(invoice('INVOICE_FAILED', 'CP_UTILIZATION'), t, money);
    expect(text.replace(/\u00a0/g, ' ')).toBe('Ihre Rechnung „Nutzung des Versicherer-Portals“ über 49,00 $ ist fehlgeschlagen: Bezahlen Sie sie, um den Zugang zu behalten.');
    expect(text).not.toContain('CP_UTILIZATION');
  });
});

describe('reminderText: a promotion to decide names the rank in the page’s language (issue #29)', () => {
  const promotion: Reminder = {
    id: 'PROMOTION_TO_DECIDE:7',
    type: 'PROMOTION_TO_DECIDE',
    severity: 'info',
    title: 'x',
    href: '/promotion',
    due_on: null,
    params: { request_id: 7, requester_name: 'Seo-yeon Miller', requested_rank_title: 'Senior Associate' },
  };

  it('words the English title from the wire as the rank of the language; an unknown title as sent', () => {
    i18n.addResourceBundle('de', DASHBOARD_NS, de, true, true);
    const t = i18n.getFixedT('de', DASHBOARD_NS);
    const money = (cents: number, currency: string) => formatMoney(cents, currency, 'de');
    expect(reminderText(promotion, t, money)).toBe('Seo-yeon Miller möchte Senior-Vertriebspartner werden.');
    expect(rankText('Grand Wizard', t)).toBe('Grand Wizard');
    expect(reminderText(promotion, i18n.getFixedT('en', DASHBOARD_NS), money)).toBe('Seo-yeon Miller asks to become Senior Associate.');
  });
});
