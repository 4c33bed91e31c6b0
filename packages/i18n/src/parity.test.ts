import { describe, expect, it } from 'vitest';
import { translationProblems, untranslatedTexts } from './parity.js';

const en = { menu: { reports: 'Reports', team: 'My team' }, count: '{{count}}', brand: 'Agent Portal', code: 'PDF' };
const translated = (lang: string, extra: object = {}) => ({
  menu: { reports: `${lang} reports`, team: `${lang} team` },
  count: '{{count}}',
  brand: `${lang} portal`,
  code: 'PDF',
  ...extra,
});

describe('untranslatedTexts (issue #29 item 4)', () => {
  it('flags a text identical to English in a language, with its key', () => {
    const resources = { en, de: translated('de', { menu: { reports: 'Reports', team: 'Mein Team' } }), es: translated('es'), fr: translated('fr'), it: translated('it'), ru: translated('ru') };
    expect(untranslatedTexts(resources).sort()).toEqual([
      'de: menu.reports is "Reports" as in English',
      ...['de', 'es', 'fr', 'it', 'ru'].map((lang) => `${lang}: code is "PDF" as in English`),
    ].sort());
  });

  it('ignores texts without words (placeholders only) and what the allow-list names, per language or for all', () => {
    const resources = { en, de: translated('de', { brand: 'Agent Portal' }), es: translated('es'), fr: translated('fr'), it: translated('it'), ru: translated('ru') };
    expect(
      untranslatedTexts(resources, [
        { key: 'code', language: '*', why: 'an abbreviation every language uses' },
        { key: 'brand', language: 'de', why: 'the product name' },
      ]),
    ).toEqual([]);
    expect(translationProblems(resources)).toEqual([]);
  });
});
