import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { formsTranslations } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  ...['menu.compliance', 'pages.compliance'].map((key): SameAsEnglish => ({ key, language: 'de', why: 'German compliance departments say "Compliance"' })),
  { key: 'categories.BACK_OFFICE', language: 'es', why: 'Spanish insurance offices say "Back office" (as the portal’s menu does)' },
  { key: 'categories.BACK_OFFICE', language: 'it', why: 'Italian insurance offices say "Back office" (as the portal’s menu does)' },
  { key: 'list.columns.actions', language: 'fr', why: 'French "Actions" is spelled as in English' },
  { key: 'compliance.state.columns.action', language: 'fr', why: 'French "Action" is spelled as in English' },
  { key: 'compliance.state.status.OK', language: '*', why: '"OK" is used as is in German, French and Italian (and wherever a language does so)' },
  { key: 'download.title', language: 'de', why: 'German uses "Downloads" as is' },
  { key: 'compliance.state.columns.status', language: 'de', why: 'German uses "Status" as is' },
  { key: 'compliance.state.columns.detail', language: 'de', why: 'German "Detail" is spelled as in English' },
];

describe('forms namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(formsTranslations, ALLOWED)).toEqual([]);
  });
});
