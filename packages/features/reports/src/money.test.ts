import { describe, expect, it } from 'vitest';
import { changeOf, formatPercent, formatRate } from './money';
import { parseCommissionSort } from './routes/CommissionsRoute';
import { oneOf, positiveId } from './hooks/useUrlParams';

describe('money helpers', () => {
  it('changeOf: difference and ratio to |previous|; no ratio from zero', () => {
    expect(changeOf(253_000, 235_000)).toEqual({ amount: 18_000, ratio: 18_000 / 235_000 });
    expect(changeOf(100, 200)).toEqual({ amount: -100, ratio: -0.5 });
    expect(changeOf(100, -200)).toEqual({ amount: 300, ratio: 1.5 });
    expect(changeOf(500, 0)).toEqual({ amount: 500, ratio: null });
  });

  it('formatPercent and formatRate follow the language', () => {
    expect(formatPercent(0.0766, 'en')).toBe('7.7%');
    expect(formatPercent(-0.5, 'en')).toBe('50%');
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

  it('oneOf and positiveId drop unknown values', () => {
    expect(oneOf('PAID', ['PAID', 'PENDING'])).toBe('PAID');
    expect(oneOf('paid', ['PAID', 'PENDING'])).toBeUndefined();
    expect(positiveId('21')).toBe(21);
    expect(positiveId('0')).toBeUndefined();
    expect(positiveId('-3')).toBeUndefined();
    expect(positiveId('1e3')).toBeUndefined();
  });
});
