/**
 * Wire types of the global search, `GET /integration/v1/analytics/search`
 * (spec §2 Search modal, §3 Search result, §7). Names mirror the gateway
 * (snake_case).
 */

/** Every {@link FormCategory}, as the gateway sends it (spec §7). */
export const FORM_CATEGORIES = ['POLICY_FORMS', 'COMPLIANCE_FORMS', 'BACK_OFFICE', 'BUSSINESS_OVERVIEW'] as const;
/**
 * Form categories (spec §7 `GET /forms?category`); `BUSSINESS_OVERVIEW` is spelt as the spec spells it.
 * `POLICY_FORMS` (codes `PF-`) are the forms of the spec's `forms/policy-forms` list: every form has
 * exactly one category, so §2's three lists are disjoint (issue #28 item 6; docs/CONTRACTS.md "Forms").
 */
export type FormCategory = (typeof FORM_CATEGORIES)[number];

/** Status of a support ticket. */
export type TicketStatus = 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';

/** One policy of a client found by search (§3): its number and its product type's title. */
export interface SearchClientPolicy {
  /** Policy number, e.g. `TL-0000042`. */
  policy_no: string;
  /** The policy's product. */
  products: {
    product_type: {
      /** Product type, e.g. `Term Life`, `Medicare Supplement`. */
      title: string;
    };
  };
}

/** A client of the signed-in agent found by search (§3). Opens `my-clients/{id}` (§2). */
export interface SearchClient {
  id: number;
  first_name: string;
  last_name: string;
  /** Newest first; empty when the client has no policy (the modal shows 'N/A'). */
  policies: SearchClientPolicy[];
}

/** A form of the shared catalogue found by search (§3). Opens the page of its category (§2). */
export interface SearchForm {
  id: number;
  title: string;
  /** Short label, e.g. `AML`, `Payroll`. */
  tag: string;
  category: FormCategory;
  /** Path of the form's file in the public bucket (resolve with `publicFileUrl`). */
  link: string;
}

/** A support ticket of the signed-in agent found by search (§3). Opens `help/generate-ticket/{id}` (§2). */
export interface SearchTicket {
  id: number;
  /** Ticket number, e.g. `TCK-000123`. */
  ticket: string;
  subject: string;
  status: TicketStatus;
}

/**
 * `data` of `GET /integration/v1/analytics/search` (§3): each group ranked by
 * relevance, at most `limit` (default 8) entries each; an empty array when a
 * group has no match.
 */
export interface SearchResult {
  clients: SearchClient[];
  forms: SearchForm[];
  support: SearchTicket[];
}

/**
 * Query of `GET /integration/v1/analytics/search`. `search`: 1…100 characters,
 * not only white space (400 otherwise).
 */
export interface SearchParams {
  /** The text typed in the search modal (the spec's "payload search text"). */
  search: string;
  /** Results per group, 1…20; default 8. */
  limit?: number;
}
