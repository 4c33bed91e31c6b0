import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOf, formatBytes, formatDate, formatDateRange, formatDateTime, formatMoney, formatPercent, keepRangeDashTogether, useFormatters } from './format.js';
import { changeLanguage, initI18n } from './instance.js';

/** Intl puts (narrow) no-break spaces in some languages; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Run in a time zone: Node applies a runtime change of `TZ` to `Date` and `Intl` at once. */
function useTimeZone(zone: string): void {
  beforeAll(() => {
    process.env.TZ = zone;
  });
}

describe('formatMoney (integer cents, ISO 4217, active language)', () => {
  it('formats cents in the language', () => {
    expect(formatMoney(10511, 'USD', 'en')).toBe('$105.11');
    expect(plain(formatMoney(10511, 'USD', 'de'))).toBe('105,11 $');
    expect(plain(formatMoney(10511, 'EUR', 'fr'))).toBe('105,11 €');
    expect(plain(formatMoney(123456789, 'USD', 'ru'))).toBe('1 234 567,89 $');
    expect(formatMoney(-4900, 'USD', 'en')).toBe('-$49.00');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('uses the currency minor unit (JPY has none)', () => {
    expect(formatMoney(1050, 'JPY', 'en')).toBe('¥1,050');
  });

  it('falls back to a plain amount when the currency code is rejected', () => {
    expect(formatMoney(10511, 'dollars', 'en')).toBe('105.11 dollars');
  });
});

// Los Angeles is UTC-8 in winter and Tokyo UTC+9; Kiritimati (UTC+14) and Pago Pago (UTC-11)
// are the extremes. A calendar date must read the same in every one of them.
describe.each([
  { zone: 'America/Los_Angeles', offsetMinutes: 480 },
  { zone: 'Asia/Tokyo', offsetMinutes: -540 },
  { zone: 'Pacific/Kiritimati', offsetMinutes: -840 },
  { zone: 'Pacific/Pago_Pago', offsetMinutes: 660 },
  { zone: 'UTC', offsetMinutes: 0 },
])('in $zone', ({ zone, offsetMinutes }) => {
  useTimeZone(zone);

  it('really runs in that zone', () => {
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(offsetMinutes);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
  });

  it('formatDate: a date-only value is the same calendar day', () => {
    expect(formatDate('2026-11-17', 'en')).toBe('Nov 17, 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', 'en')).toBe('Dec 31, 2026');
    expect(formatDate('2026-03-08', 'en')).toBe('Mar 8, 2026'); // a US DST change
    expect(formatDate('2026-11-17', 'de')).toBe('17.11.2026');
    expect(formatDate('2026-11-17', 'es')).toBe('17 nov 2026');
    expect(formatDate('2026-11-17', 'en', { dateStyle: 'long' })).toBe('November 17, 2026');
  });

  it('formatDate with { year: false }: the month and day only, for a chart axis (issue #28 item 9)', () => {
    expect(formatDate('2026-09-01', 'en', { year: false })).toBe('Sep 1');
    expect(formatDate('2026-09-01', 'de', { year: false })).toBe('1. Sept.');
    expect(formatDate('not a date', 'en', { year: false })).toBe('not a date');
  });

  it('formatDateRange: a pay cycle (Tuesday + 6 days) keeps its dates', () => {
    // Issue #28 item 9: one range format across the portal, Intl's formatRange.
    expect(plain(formatDateRange('2026-11-24', '2026-11-30', 'en'))).toBe('Nov 24 – 30, 2026');
    expect(plain(formatDateRange('2026-12-29', '2027-01-04', 'en'))).toBe('Dec 29, 2026 – Jan 4, 2027');
    expect(plain(formatDateRange('2026-10-27', '2026-11-02', 'en'))).toBe('Oct 27 – Nov 2, 2026');
    expect(formatDateRange('2026-11-17', '2026-11-23', 'en', { collapse: false })).toBe('Nov 17, 2026 – Nov 23, 2026');
    expect(formatDateRange('2026-11-17', '2026-11-23', 'fr', { collapse: false })).toBe('17 nov. 2026 – 23 nov. 2026');
    expect(plain(formatDateRange('2026-11-17', '2026-11-23', 'fr'))).toBe('17–23 nov. 2026');
  });

  it('formatDateTime: an instant is shown in the local zone', () => {
    const expected: Record<string, string> = {
      'America/Los_Angeles': 'Nov 20, 2026, 7:00 AM',
      'Asia/Tokyo': 'Nov 21, 2026, 12:00 AM',
      'Pacific/Kiritimati': 'Nov 21, 2026, 5:00 AM',
      'Pacific/Pago_Pago': 'Nov 20, 2026, 4:00 AM',
      UTC: 'Nov 20, 2026, 3:00 PM',
    };
    expect(plain(formatDateTime('2026-11-20T15:00:00Z', 'en'))).toBe(expected[zone]);
    expect(plain(formatDateTime('2026-11-20T15:00:00Z', 'en', { timeZone: 'UTC' }))).toBe('Nov 20, 2026, 3:00 PM');
    // a date-only value has no time: shown as its calendar date
    expect(formatDateTime('2026-11-17', 'en')).toBe('Nov 17, 2026');
  });
});

describe('changeOf and formatPercent (issues #9, #10)', () => {
  it('changeOf: difference and ratio to |previous|; no ratio from zero', () => {
    expect(changeOf(253_000, 235_000)).toEqual({ amount: 18_000, ratio: 18_000 / 235_000 });
    expect(changeOf(100, 200)).toEqual({ amount: -100, ratio: -0.5 });
    expect(changeOf(100, -200)).toEqual({ amount: 300, ratio: 1.5 });
    expect(changeOf(500, 0)).toEqual({ amount: 500, ratio: null });
  });

  it('formatPercent follows the language, without sign', () => {
    expect(formatPercent(0.0766, 'en')).toBe('7.7%');
    expect(formatPercent(-0.5, 'en')).toBe('50%');
    expect(formatPercent(0.12345, 'en', 2)).toBe('12.35%');
  });
});

describe('formatBytes (forms and essential documents, issue #11)', () => {
  it('whole bytes below 1 KiB, then kilobytes and megabytes (1024-based, one decimal), in the language', () => {
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(660, 'en')).toBe('660 bytes');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(1536, 'fr')).toBe('1,5\u202fko');
    expect(formatBytes(660, 'de')).toBe('660 Byte');
  });
});

describe('invalid input', () => {
  it('is returned unchanged', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDateRange('2026-11-17', 'later', 'en')).toBe('2026-11-17 – later');
  });
});

describe('useFormatters', () => {
  useTimeZone('Asia/Tokyo');

  it('binds the formatters to the active language and follows a change', async () => {
    await initI18n({ lng: 'en' });
    const { result } = renderHook(() => useFormatters());
    expect(result.current.language).toBe('en');
    expect(result.current.formatMoney(10511, 'USD')).toBe('$105.11');
    expect(result.current.formatDate('2026-11-17')).toBe('Nov 17, 2026');
    expect(plain(result.current.formatDateRange('2026-11-17', '2026-11-23'))).toBe('Nov 17 – 23, 2026');
    expect(plain(result.current.formatDateTime('2026-11-20T15:00:00Z'))).toBe('Nov 21, 2026, 12:00 AM');

    await act(() => changeLanguage('de'));
    expect(result.current.language).toBe('de');
    expect(plain(result.current.formatMoney(10511, 'USD'))).toBe('105,11 $');
    expect(result.current.formatDate('2026-11-17')).toBe('17.11.2026');
    await act(() => changeLanguage('en'));
  });
});

describe('keepRangeDashTogether (issue #27 §4 captions, issue #28 visual check)', () => {
  it('ties the dash and its spaces to their neighbours and leaves the other spaces breakable', () => {
    expect(keepRangeDashTogether('Nov 17 – 19, 2026')).toBe('Nov 17\u00a0\u2060–\u2060\u00a019, 2026');
    expect(keepRangeDashTogether('17–19 нояб. 2026 г.')).toBe('17\u2060–\u206019 нояб. 2026 г.');
    expect(keepRangeDashTogether('Nov 30\u2009–\u2009Dec 6, 2026')).toBe('Nov 30\u00a0\u2060–\u2060\u00a0Dec 6, 2026');
  });

  it('changes no visible character', () => {
    const range = formatDateRange('2026-11-17', '2026-11-19', 'de');
    const visible = (text: string) => text.replace(/[\u2060]/g, '').replace(/[\s\u00a0\u2009\u202f]/g, ' ');
    expect(visible(keepRangeDashTogether(range))).toBe(visible(range));
  });
});
