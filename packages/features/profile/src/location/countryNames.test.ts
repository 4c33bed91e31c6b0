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
    expect(countryName('United States', 'de')).toBe('Vereinigte Staaten');
    expect(countryName('United States', 'ru')).toBe('Соединенные Штаты');
    expect(countryName('United States', 'fr')).toBe('États-Unis');
    expect(countryName('United States', 'en')).toBe('United States');
    expect(countryName('Whatever', 'es', 'MX')).toBe('México');
  });

  it('keeps an unknown name as sent', () => {
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
  });
});
