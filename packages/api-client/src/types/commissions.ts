/**
 * The money side of the business (issue #9, spec §7 integration v1 `commissions/*`,
 * `bonus`, `payment/payouts`). Every amount is an integer number of US cents; every
 * date is an ISO date `YYYY-MM-DD` (UTC). A pay cycle starts on a Tuesday and ends
 * on the Monday six days later (spec §3, §9). An agent only ever sees their own money.
 */

/** Every {@link CommissionKind}, as the gateway sends it (spec §7). */
export const COMMISSION_KINDS = ['PERSONAL', 'OVERRIDE'] as const;
/** PERSONAL: on a policy the agent wrote; OVERRIDE: on a policy a downline agent wrote. */
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** Every {@link CommissionStatus}, as the gateway sends it (spec §7). */
export const COMMISSION_STATUSES = ['PAID', 'PENDING', 'CHARGED_BACK'] as const;
/** PAID in its cycle's payout; PENDING (the current cycle); CHARGED_BACK: taken back in that cycle. */
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Every {@link BonusType}, as the gateway sends it (spec §7). */
export const BONUS_TYPES = ['PRODUCTION', 'RECRUITING', 'PERSISTENCY'] as const;
/** Kinds of bonus. */
export type BonusType = (typeof BONUS_TYPES)[number];

/** Every {@link BonusStatus}, as the gateway sends it (spec §7). */
export const BONUS_STATUSES = ['PAID', 'PENDING'] as const;
/** PAID in its cycle's payout, or PENDING (the current cycle). */
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Every {@link PayoutStatus}, as the gateway sends it (spec §7). */
export const PAYOUT_STATUSES = ['PAID', 'SCHEDULED'] as const;
/** PAID (past cycles) or SCHEDULED (the current cycle, paid on `pay_date`). */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Every {@link CommissionSortColumn}, as the gateway sends it (spec §7). */
export const COMMISSION_SORT_COLUMNS = ['pay_cycle_start', 'amount_cents', 'premium_cents', 'policy_no'] as const;
/** Sortable columns of the commission report. */
export type CommissionSortColumn = (typeof COMMISSION_SORT_COLUMNS)[number];

/** `column:asc` or `column:desc`, e.g. `amount_cents:desc`. */
export type CommissionSort = `${CommissionSortColumn}:${'asc' | 'desc'}`;

/** One commission row: one premium paid on one policy, for one agent. */
export interface Commission {
  id: number;
  /** ISO date, a Tuesday. */
  pay_cycle_start: string;
  /** ISO date, a Monday (start + 6 days). */
  pay_cycle_end: string;
  kind: CommissionKind;
  /** OVERRIDE: the downline agent who wrote the policy; PERSONAL: null. */
  source_agent_id: number | null;
  /** Full name of `source_agent_id`, or null. */
  source_agent_name: string | null;
  client_id: number;
  /** The client's full name. */
  client_name: string;
  /** Policy number, e.g. `TL-0000042`. */
  policy_no: string;
  /** Product type title, e.g. `Term Life`. */
  product_type: string;
  carrier: string;
  /** The premium paid, in cents. */
  premium_cents: number;
  /** Commission rate in basis points of the premium (1 bp = 0.01 %; 4000 = 40 %). */
  rate_bps: number;
  /** round(premium_cents × rate_bps / 10000), in cents. */
  amount_cents: number;
  status: CommissionStatus;
}

/** Query of `GET /commissions/report`; every filter is optional. */
export interface CommissionReportParams {
  /** ISO date, a Tuesday (a cycle's first day). Default: 52 cycles before `end_date`. */
  start_date?: string;
  /** ISO date, a Monday (a cycle's last day), not before `start_date`, at most 3 years after it. Default: the current cycle's end. */
  end_date?: string;
  kind?: CommissionKind;
  /** A product type title (see possible-filters). */
  product_type?: string;
  carrier?: string;
  status?: CommissionStatus;
  /** Only overrides from this downline agent. */
  downline_agent_id?: number;
  client_id?: number;
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10. */
  limit?: number;
  /** Default `pay_cycle_start:desc`. */
  sort?: CommissionSort;
}

/** Totals of the whole filtered set (not only the page), in cents. */
export interface CommissionTotals {
  /** PERSONAL rows that are PAID or PENDING. */
  personal_cents: number;
  /** OVERRIDE rows that are PAID or PENDING. */
  override_cents: number;
  /** CHARGED_BACK rows (both kinds), a positive number that is subtracted. */
  charge_backs_cents: number;
  /** PENDING rows (part of personal_cents + override_cents). */
  pending_cents: number;
  /** personal_cents + override_cents − charge_backs_cents. */
  net_cents: number;
}

/** Answer of `GET /commissions/report`: `{data, count, totals}`. */
export interface CommissionReport {
  data: Commission[];
  /** Rows of the whole filtered set. */
  count: number;
  totals: CommissionTotals;
}

/** An `{id, name}` choice of a filter. */
export interface FilterOption {
  id: number;
  name: string;
}

/** `data` of `GET /commissions/report/possible-filters`: the values each filter can take for the caller. */
export interface CommissionPossibleFilters {
  kinds: CommissionKind[];
  product_types: string[];
  carriers: string[];
  statuses: CommissionStatus[];
  /** Agents up to three levels below the caller (those whose policies pay the caller an override). */
  downline_agents: FilterOption[];
  /** Clients of the caller and of those downline agents. */
  clients: FilterOption[];
}

/** Query of `GET /commissions/earnings` (same date rules as the report). */
export interface EarningsParams {
  start_date?: string;
  end_date?: string;
  /**
   * Count only the first `through_day` days of every cycle of the range (1 = its Tuesday …
   * 7 = its Monday, the whole cycle): a commission counts by the day it was earned, a bonus by
   * the day it was awarded. `cycles` and `total` are cut; `year_to_date` stays whole cycles.
   * Compares a cycle in progress with the same days of the cycle before (issue #27 §4,
   * ARCHITECTURE §7; `sameDaysEarningsParams` builds it). A sandbox addition; absent = 7.
   */
  through_day?: number;
}

/** Earnings of one pay cycle, in cents. */
export interface EarningsCycle {
  /** ISO date, a Tuesday. */
  start_date: string;
  /** ISO date, a Monday. */
  end_date: string;
  /** PERSONAL commissions, PAID or PENDING. */
  commissions_cents: number;
  /** OVERRIDE commissions, PAID or PENDING. */
  overrides_cents: number;
  /** Bonuses, PAID or PENDING. */
  bonuses_cents: number;
  /** Charged-back commissions (subtracted). */
  charge_backs_cents: number;
  /** commissions + overrides + bonuses − charge_backs. */
  net_cents: number;
}

/** `data` of `GET /commissions/earnings`. */
export interface Earnings {
  /** One entry per pay cycle of the range, oldest first (cycles without money are zeros). */
  cycles: EarningsCycle[];
  /** Sum of `cycles`. */
  total: Omit<EarningsCycle, 'start_date' | 'end_date'>;
  /** Year to date: the cycles starting from 1 January of the end date's year up to the end date. */
  year_to_date: Omit<EarningsCycle, 'start_date' | 'end_date'> & { year: number };
}

/** One bonus. */
export interface Bonus {
  id: number;
  /** ISO date, a Tuesday. */
  pay_cycle_start: string;
  /** ISO date, a Monday. */
  pay_cycle_end: string;
  bonus_type: BonusType;
  description: string;
  /** In cents. */
  amount_cents: number;
  status: BonusStatus;
}

/** Query of `GET /bonus`. */
export interface BonusParams {
  start_date?: string;
  end_date?: string;
  type?: BonusType;
  status?: BonusStatus;
  page?: number;
  limit?: number;
}

/** Answer of `GET /bonus`: newest first, with the total of the filtered set. */
export interface BonusPage {
  data: Bonus[];
  count: number;
  /** Sum of amount_cents of the whole filtered set. */
  total_cents: number;
}

/** What the agent was paid for one pay cycle. */
export interface Payout {
  /** ISO date, a Tuesday. */
  pay_cycle_start: string;
  /** ISO date, a Monday. */
  pay_cycle_end: string;
  /** PAID commissions (personal + override) of the cycle, in cents. */
  commissions_cents: number;
  /** PAID bonuses of the cycle, in cents. */
  bonuses_cents: number;
  /** Commissions charged back in the cycle, in cents (subtracted). */
  charge_backs_cents: number;
  /** commissions + bonuses − charge_backs, in cents; negative when charge-backs exceed the rest. */
  amount_cents: number;
  status: PayoutStatus;
  /** ISO date the payout is (or was) sent: the Friday after the cycle. */
  pay_date: string;
}

/** Query of `GET /payment/payouts`. */
export interface PayoutParams {
  start_date?: string;
  end_date?: string;
  page?: number;
  limit?: number;
}

/** Answer of `GET /payment/payouts`: newest first. */
export interface PayoutPage {
  data: Payout[];
  count: number;
}

/** Every {@link StatementFormat} of `GET /commissions/statement`. */
export const STATEMENT_FORMATS = ['csv', 'raw', 'pdf'] as const;
/**
 * Form of the commission statement download: `csv` for people (headers, codes, dates and money in
 * the `Accept-Language` language), `raw` for machines (codes, ISO dates, cents, basis points), `pdf`
 * one pay cycle drawn for reading and printing.
 */
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * Query of `GET /commissions/statement` (issue #9 §3, issue #28; same date rules as the report):
 * the answer is the file itself (`text/csv` or `application/pdf`, an attachment), not JSON.
 */
export interface StatementParams {
  /** ISO date, a Tuesday (a cycle's first day). Default: 52 cycles before `end_date`. */
  start_date?: string;
  /**
   * ISO date, a Monday (a cycle's last day), at most 3 years after `start_date`; with `format=pdf`
   * the Monday six days after it (one pay cycle, else 400). Default: the current cycle's end (52
   * cycles after `start_date` when only that is given).
   */
  end_date?: string;
  /** Default `csv`. */
  format?: StatementFormat;
}
