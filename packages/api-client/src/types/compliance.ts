/**
 * Wire types of an agent's own compliance state (issue #11, the compliance page). Not in the
 * spec: `GET /integration/v1/users/{id}/compliance` (own id only, else 403), built from data the
 * gateway already holds — licence, essential documents, failed recurring invoices (§4 Blocked).
 * Rules in docs/CONTRACTS.md "Compliance".
 */

/** Every {@link ComplianceCheckKey}, as the gateway sends it (spec §7). */
export const COMPLIANCE_CHECK_KEYS = ['LICENCE', 'LICENCE_CERTIFICATE', 'E_AND_O_POLICY', 'ID_CARD', 'PAYMENTS'] as const;
/** What is checked. The three document keys are the essential document types. */
export type ComplianceCheckKey = (typeof COMPLIANCE_CHECK_KEYS)[number];

/** Every {@link ComplianceCheckStatus}, as the gateway sends it (spec §7). */
export const COMPLIANCE_CHECK_STATUSES = [
  'OK',
  'EXPIRING',
  'MISSING',
  'EXPIRED',
  'NOT_LICENSED',
  'LICENSE_PENDING',
  'BLOCKED',
] as const;
/**
 * The outcome of one check:
 * - `OK`; `EXPIRING`: a document that expires within {@link COMPLIANCE_EXPIRY_WARNING_DAYS} days
 *   (still compliant);
 * - `MISSING` / `EXPIRED`: no ACTIVE document of the type / its latest expired before today (UTC);
 * - `NOT_LICENSED` / `LICENSE_PENDING`: not a licensed contractor, without / with a request waiting;
 * - `BLOCKED`: the two latest CP_UTILIZATION invoices FAILED (§4), the portal is closed but the profile.
 */
export type ComplianceCheckStatus = (typeof COMPLIANCE_CHECK_STATUSES)[number];

/** One check of the compliance state. */
export interface ComplianceCheck {
  key: ComplianceCheckKey;
  status: ComplianceCheckStatus;
  /** True when the status does not need the agent to act (`OK`, `EXPIRING`). */
  ok: boolean;
  /** Documents: ISO date the latest document expires, or null (no expiry, or none). */
  expires_on: string | null;
  /** Documents: file name of the latest ACTIVE document; LICENCE: ISO 8601 of a pending request; else null. */
  detail: string | null;
  /** Where to fix it in the portal, e.g. `/my-profile#essential-documents`; null when `ok`. */
  fix_href: string | null;
}

/** `data` of `GET /integration/v1/users/{id}/compliance`. */
export interface ComplianceState {
  user_id: number;
  /** True when every check is `ok`. */
  compliant: boolean;
  /** In the order of {@link ComplianceCheckKey}. */
  checks: ComplianceCheck[];
  /** When the state was computed, ISO 8601. */
  checked_at: string;
}

/** Days before a document's expiry from which its check reads `EXPIRING`. */
export const COMPLIANCE_EXPIRY_WARNING_DAYS = 30;
