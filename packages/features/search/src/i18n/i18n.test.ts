import { SUPPORTED_LANGUAGES } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { searchResources } from './index';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('search namespace (six languages)', () => {
  const english = keys(searchResources.en).sort();

  it.each(SUPPORTED_LANGUAGES.map((language) => language.code))('%s has every key of en, each a non-empty text', (code) => {
    const texts = searchResources[code];
    expect(texts, `missing language ${code}`).toBeDefined();
    expect(keys(texts).sort()).toEqual(english);
    for (const key of english) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
      expect(typeof text === 'string' && text.trim().length > 0, `${code}:${key}`).toBe(true);
    }
  });

  it('keeps the two spec messages verbatim in English (§2)', () => {
    expect(searchResources.en.enterText).toBe('Enter Text to Search');
    expect(searchResources.en.noResult).toBe('No Result found');
  });

  it('keeps {{count}} in every language', () => {
    for (const texts of Object.values(searchResources)) {
      expect(texts.resultCount).toContain('{{count}}');
      expect(texts.morePolicies).toContain('{{count}}');
    }
  });
});
