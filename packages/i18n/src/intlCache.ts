/**
 * Cached `Intl` formatters. Building an `Intl.NumberFormat` or `Intl.DateTimeFormat` loads
 * locale data and costs tens of microseconds to milliseconds; a page that formats a few hundred
 * amounts and dates (the dashboard, a report table) spent ~50 ms building them on each render
 * (issue #8, measured in Chromium). One formatter per locale and options, built on first use.
 * Internal to this package; the formatters in `format.ts` use it.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The cached `Intl.NumberFormat` for `locale` and `options` (same arguments as its constructor; may throw the same RangeError). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The browser's time zone as far as formatting can tell, cheaply (microseconds, where asking
 * `Intl` costs ~0.1 ms): its UTC offsets in January and in July of this year, in minutes. A
 * formatter without a `timeZone` option captures the zone of the moment it is built, and the
 * zone can change while the page is open (a laptop that travels; tests that switch `TZ`).
 */
function defaultZoneKey(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/**
 * The cached `Intl.DateTimeFormat` for `locale` and `options` (same arguments as its
 * constructor; may throw the same RangeError). Without `options.timeZone` the cache is also
 * keyed by the browser's current zone (see `defaultZoneKey`).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}\u0000${options.timeZone ? '' : defaultZoneKey()}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
