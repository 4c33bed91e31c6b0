/**
 * Wire types of the agent's clients (issue #11; spec §2 my-clients, my-clients/{id}; §6 licensed
 * only). The paths are not in the spec: `GET /integration/v1/clients`, `/clients/possible-filters`
 * and `/clients/{id}`, decided in docs/CONTRACTS.md "Clients". Names mirror the gateway (snake_case).
 */
import type { FilterOption } from './commissions.js';

/** Every {@link PolicyStatus}, as the gateway sends it (spec §7). */
export const POLICY_STATUSES = ['PENDING', 'ACTIVE', 'LAPSED', 'CANCELLED'] as const;
/** A policy's status (the usual life-cycle; the spec does not list them). */
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Every {@link PremiumMode}, as the gateway sends it (spec §7). */
export const PREMIUM_MODES = ['MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
/** How often a policy's premium is due. */
export type PremiumMode = (typeof PREMIUM_MODES)[number];

/** Every {@link ClientSortColumn}, as the gateway sends it (spec §7). */
export const CLIENT_SORT_COLUMNS = ['name', 'created_at', 'policy_count', 'annual_premium_cents', 'next_premium_due'] as const;
/** Columns the client list sorts by. */
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];

/** `column:direction` of `GET /clients` (default `name:asc`; ties by last name, first name, id). */
export type ClientSort = `${ClientSortColumn}:${'asc' | 'desc'}`;

/**
 * Query of `GET /integration/v1/clients`; every field is optional. A parameter given twice, an
 * unknown one or a bad value → 400.
 */
export interface ClientListParams {
  /**
   * 1–100 characters: every word must occur in the name or email (case- and accent-insensitive:
   * "sofia" finds "Sofía"), or the digits (≥ 3) in the phone, or the text in a policy number.
   */
  search?: string;
  /** Only clients holding a policy of this product type (`product_types` of possible-filters). */
  product_type_id?: number;
  /** Only clients holding a policy in this status (with `product_type_id`: the same policy). */
  policy_status?: PolicyStatus;
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10 (spec §9). */
  limit?: number;
  /** Default `name:asc`. */
  sort?: ClientSort;
}

/** One row of the client list. */
export interface ClientSummary {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  /** E.164, e.g. `+15125550111`. */
  phone: string | null;
  /** City of the client's address, or null without one. */
  city: string | null;
  /** Two-letter US state code, e.g. `TX`, or null. */
  state_code: string | null;
  /** Every policy of the client, whatever its status. */
  policy_count: number;
  /** Distinct product type titles of the client's policies, sorted, e.g. `["Term Life", "Whole Life"]`. */
  product_types: string[];
  /** Premium of the ACTIVE policies over a year (monthly × 12, quarterly × 4), in cents. */
  annual_premium_cents: number;
  /** Earliest next premium due date of the ACTIVE policies, ISO date, or null. */
  next_premium_due: string | null;
  /** When the client was added, ISO 8601. */
  created_at: string;
}

/** Answer of `GET /integration/v1/clients`: `{data, count}`. */
export interface ClientPage {
  data: ClientSummary[];
  /** Rows of the whole filtered set. */
  count: number;
}

/** A client's postal address (US). */
export interface ClientAddress {
  line1: string;
  line2: string | null;
  city: string;
  /** Two-letter US state code. */
  state_code: string;
  /** 5-digit ZIP code. */
  zip: string;
}

/** One policy of a client, as the detail lists it. */
export interface ClientPolicy {
  id: number;
  /** Policy number, e.g. `TL-0000042`. */
  policy_no: string;
  product_type: {
    id: number;
    /** E.g. `Term Life` (the title search shows as `products.product_type.title`, §3). */
    title: string;
  };
  /** The carrier's plan, e.g. `Northwind Term Life`. */
  product_name: string;
  carrier: string;
  status: PolicyStatus;
  /** Premium per `premium_mode` period, in cents. */
  premium_cents: number;
  premium_mode: PremiumMode;
  /** Death benefit in cents; null for products without one (annuity, Medicare plans, accident). */
  face_amount_cents: number | null;
  /** ISO date. */
  effective_date: string;
  /** ISO date of the next premium due, or null unless ACTIVE or PENDING. */
  next_premium_due: string | null;
}

/**
 * `data` of `GET /integration/v1/clients/{id}`: the client with contact, address and every policy
 * (newest effective date first). Another agent's client or an unknown id → 404.
 */
export interface ClientDetail extends ClientSummary {
  /** ISO date, or null when unknown. */
  date_of_birth: string | null;
  address: ClientAddress | null;
  policies: ClientPolicy[];
}

/** `data` of `GET /integration/v1/clients/possible-filters`: the values the list filters take. */
export interface ClientPossibleFilters {
  /** Product types of the caller's clients' policies, by title. */
  product_types: FilterOption[];
  policy_statuses: PolicyStatus[];
}
