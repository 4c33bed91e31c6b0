import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.js';

describe('formatPhone (issue #28 item 3: one phone format everywhere)', () => {
  it('shows a US number of the wire (E.164) in its national form', () => {
    expect(formatPhone('+17025550145')).toBe('(702) 555-0145');
    expect(formatPhone('+17205554994')).toBe('(720) 555-4994');
  });

  it('reads a US number written another way the same', () => {
    expect(formatPhone('702-555-0145')).toBe('(702) 555-0145');
    expect(formatPhone('(702) 555 0145')).toBe('(702) 555-0145');
  });

  it('shows a number of another country in the international form', () => {
    expect(formatPhone('+493012345678')).toBe('+49 30 12345678');
    expect(formatPhone('+442071838750')).toBe('+44 20 7183 8750');
    expect(formatPhone('+16135550123')).toBe('+1 613 555 0123');
  });

  it('shows the national form of another home country', () => {
    expect(formatPhone('+33142685300', { homeCountry: 'FR' })).toBe('01 42 68 53 00');
  });

  it('returns what is not a phone number unchanged', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('n/a')).toBe('n/a');
    expect(formatPhone('+1234')).toBe('+1234');
  });
});
