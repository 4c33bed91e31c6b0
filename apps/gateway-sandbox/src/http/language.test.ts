import { describe, expect, it } from 'vitest';
import { languageOf } from './language.js';

describe('languageOf (issue #29: the content language of a request)', () => {
  it('reads Accept-Language by weight and primary subtag, English otherwise', () => {
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf(['ru', 'en'])).toBe('ru');
    expect(languageOf('pt, it;q=0.2')).toBe('it');
    expect(languageOf('de;q=0')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
