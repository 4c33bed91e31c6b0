import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { addDays, currentCycleEnd, isoDay } from './dates.js';
import { DEFAULT_LIMIT, LIST_MAX_LIMIT, PAGE_MAX, pagingOf, type Paging } from './paging.js';

/** A query string as Fastify parses it (a repeated name gives an array). */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Longest accepted date range: end_date at most 3 years after start_date. */
export const MAX_RANGE_YEARS = 3;
/** Cycles of the default range (ending with the current cycle). */
export const DEFAULT_RANGE_CYCLES = 52;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A validated range of whole pay cycles. */
export interface DateRange {
  /** First cycle's start (a Tuesday). */
  start: string;
  /** Last cycle's end (a Monday). */
  end: string;
  /** Last cycle's start: rows are `pay_cycle_start BETWEEN start AND lastCycle`. */
  lastCycle: string;
}

/**
 * Validated query values, read from the raw query string (no Ajv coercion: every message is ours).
 * Every reader throws {@link HttpError} 400 with a message naming the parameter.
 */
export class QueryReader {
  /** @throws {HttpError} 400 for a parameter that is not in `allowed`. */
  constructor(
    private readonly raw: RawQuery,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key)) {
        throw new HttpError(400, `Unknown query parameter "${key}". Allowed: ${allowed.join(', ')}.`);
      }
    }
  }

  /** A text value; undefined when absent or empty; 400 when repeated or holding NUL. */
  text(name: string): string | undefined {
    const value = this.raw[name];
    if (Array.isArray(value)) throw new HttpError(400, `Give "${name}" once.`);
    if (value === undefined || value === '') return undefined;
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the query (500).
    if (value.includes('\u0000')) throw new HttpError(400, `"${name}" must not contain NUL characters.`);
    return value;
  }

  /** One of `values`; 400 for any other text. */
  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw new HttpError(400, `"${name}" must be one of ${values.join(', ')}; got "${value.slice(0, 60)}".`);
    }
    return value as T;
  }

  /** A whole number from `min` to `max`. */
  int(name: string, min: number, max: number): number | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new HttpError(400, `"${name}" must be a whole number from ${min} to ${max}; got "${value.slice(0, 60)}".`);
    }
    return Number(value);
  }

  /** An ISO date (YYYY-MM-DD) from 2000 to 2100, as midnight UTC. */
  date(name: string): Date | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const match = ISO_DATE.exec(value);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!date || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2100) {
      throw new HttpError(400, `"${name}" must be an ISO date (YYYY-MM-DD) between 2000 and 2100; got "${value.slice(0, 60)}".`);
    }
    return date;
  }

  /**
   * `start_date` (a Tuesday: a pay cycle's first day) and `end_date` (a Monday: a
   * cycle's last day), both optional: end defaults to the current cycle's end, start
   * to {@link DEFAULT_RANGE_CYCLES} cycles before it. End must not be before start,
   * and at most {@link MAX_RANGE_YEARS} years after it.
   */
  range(now: Date = new Date()): DateRange {
    const start = this.date('start_date');
    const end = this.date('end_date');
    if (start && start.getUTCDay() !== 2) {
      throw new HttpError(400, `"start_date" must be a Tuesday (the first day of a pay cycle); ${isoDay(start)} is not.`);
    }
    if (end && end.getUTCDay() !== 1) {
      throw new HttpError(400, `"end_date" must be a Monday (the last day of a pay cycle); ${isoDay(end)} is not.`);
    }
    const endDate = end ?? (start ? addDays(start, DEFAULT_RANGE_CYCLES * 7 - 1) : currentCycleEnd(now));
    const startDate = start ?? addDays(endDate, -(DEFAULT_RANGE_CYCLES * 7 - 1));
    if (endDate < startDate) throw new HttpError(400, `"end_date" (${isoDay(endDate)}) is before "start_date" (${isoDay(startDate)}).`);
    const limit = new Date(Date.UTC(startDate.getUTCFullYear() + MAX_RANGE_YEARS, startDate.getUTCMonth(), startDate.getUTCDate()));
    if (endDate > limit) {
      throw new HttpError(400, `The date range is longer than ${MAX_RANGE_YEARS} years: "end_date" must be on or before ${isoDay(limit)}.`);
    }
    return { start: isoDay(startDate), end: isoDay(endDate), lastCycle: isoDay(addDays(endDate, -6)) };
  }

  /** `page` (1 … {@link PAGE_MAX}, default 1) and `limit` (1 … `maxLimit`, default {@link DEFAULT_LIMIT}). */
  paging(maxLimit: number = LIST_MAX_LIMIT): Paging {
    const page = this.int('page', 1, PAGE_MAX) ?? 1;
    const limit = this.int('limit', 1, maxLimit) ?? DEFAULT_LIMIT;
    return pagingOf(page, limit);
  }
}

/**
 * The {@link QueryReader} of a request's query string.
 * @param allowed - the parameter names the route accepts (none: `[]`).
 * @throws {HttpError} 400 for a parameter that is not in `allowed`.
 */
export const readQuery = (request: FastifyRequest, allowed: readonly string[]): QueryReader =>
  new QueryReader(request.query as RawQuery, allowed);
