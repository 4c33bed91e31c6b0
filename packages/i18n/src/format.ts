import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE } from './languages.js';
import { i18n } from './instance.js';
import { dateTimeFormat, numberFormat } from './intlCache.js';

/** A calendar date without time or zone: `YYYY-MM-DD` (spec §3 pay cycles' `start_date`/`end_date`). */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The date styles of `Intl.DateTimeFormat` (`'medium'`: "Nov 17, 2026" in English). */
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/** Options of {@link formatDate} and {@link formatDateRange}. */
export interface FormatDateOptions {
  /** Default `'medium'` ("Nov 17, 2026"). */
  dateStyle?: DateStyle;
  /**
   * `false`: the month and day only, the month abbreviated ("Nov 17", de "17. Nov."), for a
   * place that shows the year elsewhere (a chart's axis); `dateStyle` is then ignored. Default `true`.
   */
  year?: boolean;
}

/** Options of {@link formatDateTime}. */
export interface FormatDateTimeOptions {
  /** Default `'medium'`. */
  dateStyle?: DateStyle;
  /** Default `'short'` ("10:00 AM"). */
  timeStyle?: DateStyle;
  /** IANA zone to show the instant in; default the browser's own zone. */
  timeZone?: string;
}

/** Options of {@link formatDateRange}. */
export interface FormatDateRangeOptions extends FormatDateOptions {
  /**
   * `true` (default): `Intl.DateTimeFormat#formatRange`, which drops what both ends share
   * ("Nov 17 – 23, 2026"): the one range format of the portal (issue #28 item 9). `false`: both
   * ends in full, joined by " – " ("Nov 17, 2026 – Nov 23, 2026"), for a text that must name
   * each end whole. (The pay-cycle picker's title keeps its own spec §3 format: pay-cycle's
   * `payCycleTitle`.)
   */
  collapse?: boolean;
}

/** The separator between the two ends of a range ({@link formatDateRange}): an en dash with spaces. */
export const DATE_RANGE_SEPARATOR = ' – ';

/**
 * A `Date` for an ISO value. A date-only `YYYY-MM-DD` is a calendar date: dayjs reads it
 * as local midnight of that very day, so formatting it in the local zone can never move it
 * to the day before or after. Anything else is an instant (`2026-11-20T10:00:00Z`).
 */
function toDate(iso: string): Date | null {
  if (typeof iso !== 'string' || iso === '') return null;
  const parsed = dayjs(iso);
  if (!parsed.isValid()) return null;
  if (DATE_ONLY.test(iso) && parsed.format('YYYY-MM-DD') !== iso) return null; // 2026-02-30
  return parsed.toDate();
}

/** The minor units of an ISO 4217 currency (USD 2, JPY 0, BHD 3), per the runtime's ICU data. */
function minorUnits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Format money held as an integer amount of the currency's minor unit (ARCHITECTURE §7
 * "money: integer cents on the wire, ISO 4217 currency, formatted by the active language").
 *
 * @param cents integer amount in minor units: cents for USD/EUR (10511 → 105.11), yen for JPY.
 * @param currency ISO 4217 code, e.g. `'USD'`.
 * @param language BCP 47 tag of the active language, e.g. `'en'`, `'de'`.
 * @returns e.g. `formatMoney(10511, 'USD', 'en')` → `"$105.11"`, `'de'` → `"105,11 $"`;
 *   `"105.11 <currency>"` when the runtime rejects the currency code.
 */
export function formatMoney(cents: number, currency: string, language: string): string {
  try {
    const amount = cents / 10 ** minorUnits(currency);
    return numberFormat(language || DEFAULT_LANGUAGE, { style: 'currency', currency }).format(amount);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** The change of a figure between two periods (e.g. a pay cycle and the one before). */
export interface Change {
  /** current − previous, in the figure's unit (e.g. cents). */
  amount: number;
  /** The change relative to |previous| (0.125 = +12.5 %); `null` when previous is 0. */
  ratio: number | null;
}

/**
 * The change from `previous` to `current`: the difference and its ratio to |previous|
 * (issues #9, #10: earnings and team production against the previous pay cycle).
 * @returns e.g. `changeOf(100, 200)` → `{ amount: -100, ratio: -0.5 }`; `ratio` null when previous is 0.
 */
export function changeOf(current: number, previous: number): Change {
  const amount = current - previous;
  return { amount, ratio: previous === 0 ? null : amount / Math.abs(previous) };
}

/**
 * Format a ratio as a percentage in the given language, without its sign.
 * @param ratio e.g. 0.125 for 12.5 %.
 * @param language BCP 47 tag of the active language.
 * @param maximumFractionDigits default 1.
 * @returns e.g. `formatPercent(0.0766, 'en')` → `"7.7%"`, `formatPercent(-0.5, 'en')` → `"50%"`.
 */
export function formatPercent(ratio: number, language: string, maximumFractionDigits = 1): string {
  return numberFormat(language || DEFAULT_LANGUAGE, { style: 'percent', maximumFractionDigits }).format(Math.abs(ratio));
}

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file size for people, in `language`: whole bytes below 1 KiB ("660 bytes", "660 octets"),
 * kilobytes below 1 MiB, else megabytes (1024-based, at most one decimal: "1.5 kB", "2.3 MB",
 * "1,5 ko"), with `Intl.NumberFormat` units.
 * @param bytes - the size in bytes (`FormItem.size_bytes`, `EssentialDocument.size_bytes`).
 * @param language - a BCP 47 tag (the active language, `useFormatters().language`).
 */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < KIB) return numberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  const [value, unit] = bytes < MIB ? [bytes / KIB, 'kilobyte'] : [bytes / MIB, 'megabyte'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The `Intl.DateTimeFormat` options of {@link FormatDateOptions}. */
function dateOptions(options: FormatDateOptions): Intl.DateTimeFormatOptions {
  return options.year === false ? { month: 'short', day: 'numeric' } : { dateStyle: options.dateStyle ?? 'medium' };
}

/**
 * Format a date in the given language. A date-only ISO value (`YYYY-MM-DD`) is a calendar
 * date and shows that same day in every time zone; a date-time (`…T…Z`) shows the local
 * date of that instant.
 *
 * @param iso `YYYY-MM-DD` or an ISO 8601 date-time.
 * @param language BCP 47 tag of the active language.
 * @returns e.g. `formatDate('2026-11-17', 'en')` → `"Nov 17, 2026"`, with `{ year: false }` → `"Nov 17"`;
 *   the input unchanged when it is not a date.
 */
export function formatDate(iso: string, language: string, options: FormatDateOptions = {}): string {
  const date = toDate(iso);
  if (!date) return iso;
  return dateTimeFormat(language || DEFAULT_LANGUAGE, dateOptions(options)).format(date);
}

/**
 * Format an instant (date and time) in the given language, in the browser's time zone
 * unless `options.timeZone` says otherwise. A date-only value is formatted as a date
 * ({@link formatDate}): it has no time to show.
 *
 * @param iso an ISO 8601 date-time, e.g. `2026-11-20T15:00:00Z`.
 * @returns e.g. `"Nov 20, 2026, 10:00 AM"` in English in New York; the input unchanged when it is not a date.
 */
export function formatDateTime(iso: string, language: string, options: FormatDateTimeOptions = {}): string {
  if (DATE_ONLY.test(iso)) return formatDate(iso, language, { dateStyle: options.dateStyle });
  const date = toDate(iso);
  if (!date) return iso;
  return dateTimeFormat(language || DEFAULT_LANGUAGE, {
    dateStyle: options.dateStyle ?? 'medium',
    timeStyle: options.timeStyle ?? 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/**
 * Format a range of two dates (spec §3 pay cycles: 7 days from a Tuesday), each end a
 * `YYYY-MM-DD` calendar date (never shifted by the time zone) or a date-time: the one
 * date-range format of the portal (issue #28 item 9), with `Intl.DateTimeFormat#formatRange`.
 *
 * @returns e.g. `formatDateRange('2026-11-24', '2026-11-30', 'en')` → `"Nov 24 – 30, 2026"`,
 *   `'de'` → `"24.–30. Nov. 2026"`, across years `"Dec 29, 2026 – Jan 4, 2027"`; with
 *   `{ collapse: false }` → `"Nov 24, 2026 – Nov 30, 2026"`; when an end is not a date, both inputs joined as given.
 */
export function formatDateRange(startIso: string, endIso: string, language: string, options: FormatDateRangeOptions = {}): string {
  const start = toDate(startIso);
  const end = toDate(endIso);
  if (!start || !end) return `${startIso}${DATE_RANGE_SEPARATOR}${endIso}`;
  const format = dateTimeFormat(language || DEFAULT_LANGUAGE, dateOptions(options));
  if ((options.collapse ?? true) && start.getTime() <= end.getTime()) return format.formatRange(start, end);
  return `${format.format(start)}${DATE_RANGE_SEPARATOR}${format.format(end)}`;
}

/**
 * A formatted date range (from {@link formatDateRange}) prepared for running text: the dash and the
 * spaces around it are tied to their neighbours (no-break spaces, word joiners U+2060 on both
 * sides of the dash), so a line never ends or starts on the dash ("Nov 17 – / 19, 2026"); the other
 * spaces stay break opportunities, so a narrow box wraps "Nov 17 – 19, / 2026" instead of clipping it
 * (issue #27 §4's captions; issue #28's visual check found the whole range tied clipped in ru).
 *
 * @param range e.g. `"Nov 17 – 19, 2026"` or `"17–19 нояб. 2026 г."`.
 * @returns the same text with the dash tied; the visible characters are unchanged.
 */
export function keepRangeDashTogether(range: string): string {
  return range.replace(/[\s\u2009\u202f]*[–—-][\s\u2009\u202f]*/g, (dash) => dash.replace(/[\s\u2009\u202f]/g, '\u00a0').replace(/[–—-]/, '\u2060$&\u2060'));
}

/** What {@link useFormatters} returns: the formatters bound to the active language. */
export interface Formatters {
  /** The active language (i18next's resolved language, else `'en'`). */
  language: string;
  /** {@link formatMoney} in the active language: `(cents, currency) => "$105.11"`. */
  formatMoney: (cents: number, currency: string) => string;
  /** {@link formatDate} in the active language. */
  formatDate: (iso: string, options?: FormatDateOptions) => string;
  /** {@link formatDateTime} in the active language. */
  formatDateTime: (iso: string, options?: FormatDateTimeOptions) => string;
  /** {@link formatDateRange} in the active language. */
  formatDateRange: (startIso: string, endIso: string, options?: FormatDateRangeOptions) => string;
}

/**
 * The money and date formatters bound to the portal's active language (the shared
 * i18next instance); the component re-renders, and the formatters change, when the
 * language changes.
 *
 * @example
 * const { formatMoney, formatDateRange } = useFormatters();
 * formatMoney(invoice.amount_cents, invoice.currency); // "$105.11"
 */
export function useFormatters(): Formatters {
  const { i18n: instance } = useTranslation(DEFAULT_NAMESPACE, { i18n });
  const language = instance.resolvedLanguage ?? instance.language ?? DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      formatMoney: (cents, currency) => formatMoney(cents, currency, language),
      formatDate: (iso, options) => formatDate(iso, language, options),
      formatDateTime: (iso, options) => formatDateTime(iso, language, options),
      formatDateRange: (startIso, endIso, options) => formatDateRange(startIso, endIso, language, options),
    }),
    [language],
  );
}
