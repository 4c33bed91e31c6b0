import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { reportsTranslations } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  { key: 'menu.commissions', language: 'fr', why: 'French "Commissions" is spelled as in English' },
  ...(['de', 'it'] as const).map((language): SameAsEnglish => ({ key: 'menu.bonus', language, why: 'German and Italian use "Bonus" as is' })),
  { key: 'commissions.kind.PERSONAL', language: 'es', why: 'Spanish "Personal" (a commission on the agent’s own policy) is spelled as in English' },
  { key: 'overview.commissions', language: 'fr', why: 'French "commissions" is spelled as in English' },
  { key: 'commissions.title', language: 'fr', why: 'French "commissions" is spelled as in English' },
  { key: 'payments.columns.commissions', language: 'fr', why: 'French "commissions" is spelled as in English' },
  { key: 'payments.scheduled.what.commissions', language: 'fr', why: 'French "commissions" is spelled as in English' },
  { key: 'overview.net', language: 'fr', why: 'French "Net" (montant net) is spelled as in English' },
  { key: 'overview.chartSeries', language: 'fr', why: 'French "Net" (montant net) is spelled as in English' },
  { key: 'commissions.totals.net', language: 'fr', why: 'French "Net" (montant net) is spelled as in English' },
  { key: 'commissions.filter.client', language: 'fr', why: 'French "Client" is spelled as in English' },
  { key: 'commissions.columns.client', language: 'fr', why: 'French "Client" is spelled as in English' },
  { key: 'bonus.columns.type', language: 'fr', why: 'French "Type" is spelled as in English' },
  { key: 'bonus.filter.type', language: 'fr', why: 'French "Type" is spelled as in English' },
  { key: 'bonus.columns.description', language: 'fr', why: 'French "Description" is spelled as in English' },
  { key: 'bonus.type.PRODUCTION', language: 'fr', why: 'French "Production" (bonus de production) is spelled as in English' },
  { key: 'goToPage', language: 'fr', why: 'French "Page" is spelled as in English' },
  { key: 'commissions.filter.status', language: 'de', why: 'German uses "Status" as is' },
  { key: 'commissions.columns.status', language: 'de', why: 'German uses "Status" as is' },
  { key: 'bonus.columns.status', language: 'de', why: 'German uses "Status" as is' },
  { key: 'bonus.filter.status', language: 'de', why: 'German uses "Status" as is' },
  { key: 'payments.columns.status', language: 'de', why: 'German uses "Status" as is' },
];

describe('reports namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(reportsTranslations, ALLOWED)).toEqual([]);
  });
});
