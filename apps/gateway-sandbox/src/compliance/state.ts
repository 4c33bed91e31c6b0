import {
  COMPLIANCE_EXPIRY_WARNING_DAYS,
  type ComplianceCheck,
  type ComplianceCheckKey,
  type ComplianceCheckStatus,
  type ComplianceState,
} from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { ESSENTIAL_DOCUMENT_TYPES, PROBLEM_ROW_SQL } from '../team/agents.js';
import { ISO_TIMESTAMP, DAY_MS } from '../http/dates.js';

/**
 * An agent's own compliance state (issue #11, the compliance page; docs/CONTRACTS.md "Compliance"),
 * built from data the gateway already holds: the licence, the typed essential documents (their
 * latest ACTIVE upload per type) and the failed recurring invoices (spec §4 Blocked).
 */

/** Where the portal fixes each check (a profile section). */
export const FIX_HREF: Readonly<Record<ComplianceCheckKey, string>> = {
  LICENCE: '/my-profile#licence',
  LICENCE_CERTIFICATE: '/my-profile#essential-documents',
  E_AND_O_POLICY: '/my-profile#essential-documents',
  ID_CARD: '/my-profile#essential-documents',
  PAYMENTS: '/my-profile#recurring-transactions',
};

const OK_STATUSES: readonly ComplianceCheckStatus[] = ['OK', 'EXPIRING'];

const check = (key: ComplianceCheckKey, status: ComplianceCheckStatus, expiresOn: string | null, detail: string | null): ComplianceCheck => {
  const ok = OK_STATUSES.includes(status);
  return { key, status, ok, expires_on: expiresOn, detail, fix_href: ok ? null : FIX_HREF[key] };
};

/**
 * A document's status on `today` (ISO date, UTC): EXPIRED when it expired before today, EXPIRING
 * when it expires within {@link COMPLIANCE_EXPIRY_WARNING_DAYS} days (today included), else OK
 * (also without an expiry date).
 */
export function documentStatus(expiresOn: string | null, today: string): ComplianceCheckStatus {
  if (expiresOn === null) return 'OK';
  if (expiresOn < today) return 'EXPIRED';
  const warnFrom = new Date(Date.parse(`${today}T00:00:00Z`) + COMPLIANCE_EXPIRY_WARNING_DAYS * DAY_MS).toISOString().slice(0, 10);
  return expiresOn <= warnFrom ? 'EXPIRING' : 'OK';
}

/**
 * The compliance state of agent `userId` at `now` (the real clock; "today" is its UTC date), or
 * null for an unknown agent. Checks in {@link ComplianceCheckKey} order: LICENCE (OK when licensed;
 * else LICENSE_PENDING with the request time in `detail`, or NOT_LICENSED), the three essential
 * document types (MISSING without an ACTIVE typed document; else {@link documentStatus} of the
 * latest, its file name in `detail`), PAYMENTS (BLOCKED when the two latest CP_UTILIZATION invoices
 * FAILED).
 */
export async function complianceState(db: Queryable, userId: number, now: Date = new Date()): Promise<ComplianceState | null> {
  const [user] = await db.query<{ is_licensed: boolean; requested: string | null; blocked: boolean }>(
    `SELECT u.is_licensed, to_char(u.license_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS requested,
            ${PROBLEM_ROW_SQL.BLOCKED} AS blocked
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!user) return null;
  const documents = await db.query<{ document_type: string; file_name: string; expires_on: string | null }>(
    `SELECT DISTINCT ON (document_type) document_type, file_name, to_char(expires_on, 'YYYY-MM-DD') AS expires_on
       FROM essential_documents
      WHERE user_id = $1 AND status = 'ACTIVE' AND document_type IS NOT NULL
      ORDER BY document_type, created_at DESC, id DESC`,
    [userId],
  );
  const today = now.toISOString().slice(0, 10);
  const checks: ComplianceCheck[] = [
    user.is_licensed
      ? check('LICENCE', 'OK', null, null)
      : check('LICENCE', user.requested ? 'LICENSE_PENDING' : 'NOT_LICENSED', null, user.requested),
    ...ESSENTIAL_DOCUMENT_TYPES.map((type) => {
      const latest = documents.find((d) => d.document_type === type);
      return latest
        ? check(type, documentStatus(latest.expires_on, today), latest.expires_on, latest.file_name)
        : check(type, 'MISSING', null, null);
    }),
    check('PAYMENTS', user.blocked ? 'BLOCKED' : 'OK', null, null),
  ];
  return { user_id: userId, compliant: checks.every((c) => c.ok), checks, checked_at: now.toISOString() };
}
