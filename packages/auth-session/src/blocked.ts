import type { RecurringInvoice } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';

/** Path of the access-denied page (spec §2). */
export const ACCESS_DENIED_PATH = paths.accessDenied;

/** Where a blocked agent is sent: the profile's recurring transactions (spec §2, §4). */
export const BLOCKED_REDIRECT = paths.recurringTransactions;

/**
 * The navigation state of the block redirect: the path the blocked agent tried to open. The
 * profile reads it ({@link blockedRedirectFrom}) to say why the agent is there (issue #28 item 7:
 * a menu click bounced back to the profile without a word).
 */
export interface BlockedRedirectState {
  blockedFrom: string;
}

/**
 * The path a blocked agent was sent away from, when `state` is the navigation state of the
 * block redirect (react-router `useLocation().state`); else `null`.
 */
export function blockedRedirectFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<BlockedRedirectState>).blockedFrom;
  return typeof from === 'string' ? from : null;
}

/** Path of the profile page, the one route without a block check (spec §2). */
export const MY_PROFILE_PATH = paths.myProfile;

/** Access-denied reason for an unlicensed agent on a licensed-only route (spec §5, §6). */
export const UNLICENSED_REASON = 'Un-Licensed Contractor';

/** How many latest CP_UTILIZATION invoices decide blocking (spec §9). */
export const BLOCK_CHECK_LIMIT = 2;

/**
 * The access-denied URL for an unlicensed agent:
 * `/access-denied?reason=Un-Licensed%20Contractor&source=<encoded path+search>` (CONTRACTS).
 * @param source - the path (and search) the agent tried to open.
 */
export function accessDeniedUrl(source: string, reason: string = UNLICENSED_REASON): string {
  return `${ACCESS_DENIED_PATH}?reason=${encodeURIComponent(reason)}&source=${encodeURIComponent(source)}`;
}

/**
 * Blocking rule (spec §4, ARCHITECTURE §7): blocked when the two latest CP_UTILIZATION
 * invoices are both FAILED. `invoices` is newest first (as the gateway returns them);
 * other subscription types are ignored; fewer than two → not blocked.
 * @param invoices - e.g. the answer of `listRecurringInvoices({ user_id, subscription_type: 'CP_UTILIZATION', limit: 2 })`.
 */
export function isBlockedByInvoices(invoices: readonly RecurringInvoice[] | undefined): boolean {
  const latest = (invoices ?? []).filter((i) => i.subscription_type === 'CP_UTILIZATION').slice(0, BLOCK_CHECK_LIMIT);
  return latest.length === BLOCK_CHECK_LIMIT && latest.every((i) => i.status === 'FAILED');
}
