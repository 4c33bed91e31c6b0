import { describe, expect, it } from 'vitest';
import { formatRate } from './money.js';
import { parseCommissionSort } from './routes/CommissionsRoute.js';

describe('money helpers', () => {
  it('formatRate follows the language', () => {
    expect(formatRate(4000, 'en')).toBe('40%');
    expect(formatRate(1250, 'en')).toBe('12.5%');
    expect(formatRate(1250, 'de')).toBe('12,5\u00a0%');
  });
});

describe('URL parameters', () => {
  it('parseCommissionSort accepts only known columns and directions', () => {
    expect(parseCommissionSort('amount_cents:desc')).toEqual({ by: 'amount_cents', direction: 'desc' });
    expect(parseCommissionSort('client_name:asc')).toBeUndefined();
    expect(parseCommissionSort('rate_bps:asc')).toBeUndefined();
    expect(parseCommissionSort('amount_cents:up')).toBeUndefined();
    expect(parseCommissionSort(null)).toBeUndefined();
  });
});
