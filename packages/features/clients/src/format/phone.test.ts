import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.js';

describe('formatPhone', () => {
  it('groups a North American E.164 number', () => {
    expect(formatPhone('+15125550111')).toBe('(512) 555-0111');
  });

  it('leaves any other number as it is', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone('+1512555011')).toBe('+1512555011');
  });
});
