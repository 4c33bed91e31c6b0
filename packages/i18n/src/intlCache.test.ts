import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlCache.js';

// Issue #8: formatters are built once per locale and options, not on every call.
describe('intlCache', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('returns the same formatter for the same locale and options, another for other options', () => {
    const usd = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('de', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(usd.format(105.11)).toBe('$105.11');
    const medium = dateTimeFormat('en', { dateStyle: 'medium' });
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(medium);
  });

  it('follows a change of the browser time zone when no timeZone is given', () => {
    const instant = new Date('2026-11-20T15:00:00Z');
    process.env.TZ = 'America/New_York';
    expect(dateTimeFormat('en', { timeStyle: 'short' }).format(instant)).toBe('10:00 AM');
    process.env.TZ = 'Asia/Tokyo';
    expect(dateTimeFormat('en', { timeStyle: 'short' }).format(instant)).toBe('12:00 AM');
    const utc = dateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' });
    process.env.TZ = 'America/New_York';
    expect(dateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' })).toBe(utc);
  });

  it('throws the constructor’s RangeError for an invalid currency', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
  });
});
