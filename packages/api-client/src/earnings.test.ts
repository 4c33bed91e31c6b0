import { describe, expect, it } from 'vitest';
import { isEmptyEarnings } from './earnings.js';

const zero = { commissions_cents: 0, overrides_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, net_cents: 0 };

describe('isEmptyEarnings (issue #9: empty cycles show the empty state)', () => {
  it('is true for no cycle and for a cycle without any money', () => {
    expect(isEmptyEarnings(undefined)).toBe(true);
    expect(isEmptyEarnings(zero)).toBe(true);
  });
  it('is false as soon as one kind holds money, even when the net is 0', () => {
    for (const key of ['commissions_cents', 'overrides_cents', 'bonuses_cents', 'charge_backs_cents'] as const) {
      expect(isEmptyEarnings({ ...zero, [key]: 1 })).toBe(false);
    }
    expect(isEmptyEarnings({ ...zero, commissions_cents: 500, charge_backs_cents: 500 })).toBe(false);
  });
});
