import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryName } from './countryNames.js';

describe('country names in the page’s language (issue #29)', () => {
  it('finds the ISO code of an English name, aliases included', () => {
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf(' germany ')).toBe('DE');
    expect(countryCodeOf('USA')).toBe('US');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
  });

  it('names the country in each language, from the name or the given code', () => {
    const inEach = (name: string, code?: string) => Object.fromEntries((['de', 'ru', 'fr', 'en', 'es'] as const).map((lng) => [lng, countryName(name, lng, code)]));
    expect(inEach('United States')).toEqual({ de: 'Vereinigte Staaten', ru: 'Соединенные Штаты', fr: 'États-Unis', en: 'United States', es: 'Estados Unidos' });
    expect(inEach('Whatever', 'MX').es).toBe('México');
  });

  it('keeps an unknown name as sent', () => {
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
  });
});
