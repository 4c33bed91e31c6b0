import { useListRecurringInvoicesQuery } from '@agent-portal/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { BLOCK_CHECK_LIMIT, isBlockedByInvoices } from './blocked.js';

/** Result of {@link useBlockedStatus}. */
export interface BlockedStatus {
  /** The agent is blocked (two latest CP_UTILIZATION invoices FAILED). `false` while loading or on error. */
  isBlocked: boolean;
  /** The invoices are being fetched for the first time. */
  isLoading: boolean;
  /** The invoices could not be fetched (the guard then lets the agent through; the gateway still enforces). */
  isError: boolean;
}

/**
 * Whether an agent is blocked (spec §4): fetches
 * `GET /integration/v1/recurring/invoices?user_id&subscription_type=CP_UTILIZATION&limit=2`.
 * @param userId - the agent's id; `null`/`undefined` skips the query (not blocked, not loading).
 */
export function useBlockedStatus(userId: number | null | undefined): BlockedStatus {
  const query = useListRecurringInvoicesQuery(
    userId === null || userId === undefined
      ? skipToken
      : { user_id: userId, subscription_type: 'CP_UTILIZATION', limit: BLOCK_CHECK_LIMIT },
  );
  return { isBlocked: isBlockedByInvoices(query.data), isLoading: query.isLoading, isError: query.isError };
}
