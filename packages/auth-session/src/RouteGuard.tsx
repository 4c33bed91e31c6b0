import { useGetProfileQuery } from '@agent-portal/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { accessDeniedUrl, BLOCKED_REDIRECT, MY_PROFILE_PATH, type BlockedRedirectState } from './blocked.js';
import { selectUserId } from './sessionSlice.js';
import { useBlockedStatus } from './useBlockedStatus.js';

/** Props of {@link RouteGuard}. */
export interface RouteGuardProps {
  /** Licensed-only route (my-clients, promotion, business-overview, spec §6). Default `false`. */
  licensed?: boolean;
  /** Check the blocked state. Default `true`; `false` on my-profile (spec §2). */
  blockCheck?: boolean;
  /** The guarded route. */
  children: ReactNode;
  /** Rendered while the checks load. Default `null`. */
  fallback?: ReactNode;
  /**
   * Rendered when the profile a licensed route needs fails to load (gateway 5xx, timeout,
   * offline): the licence cannot be checked, so the route is not shown; `retry` loads the
   * profile again. Default: `fallback` (issue #13 §5: give it, or the page stays blank).
   */
  renderLoadError?: (retry: () => void) => ReactNode;
}

/**
 * Guard of a route under {@link RequireSession} (spec §2, §5, §6; CONTRACTS):
 *
 * | check (in this order) | outcome |
 * |---|---|
 * | still loading | `fallback` |
 * | `licensed` and the profile failed to load | `renderLoadError(retry)` (else `fallback`) |
 * | `blockCheck` and blocked (two latest CP_UTILIZATION invoices FAILED) | `<Navigate to="/my-profile#recurring-transactions" replace state={{ blockedFrom: path }} />` (the profile says why: `blockedRedirectFrom`) |
 * | `licensed` and `!profile.is_licensed` | `<Navigate to="/access-denied?reason=Un-Licensed%20Contractor&source=<path+search>" replace />` |
 * | otherwise | `children` |
 *
 * Blocked wins over unlicensed (a blocked agent is limited to the profile). The profile
 * is fetched only for licensed routes, the invoices only when `blockCheck`. On
 * `/my-profile` the block redirect never fires (no loop). If the invoices fail to load the
 * agent is let through; if the profile of a licensed route fails to load, `fallback` shows.
 */
export function RouteGuard({ licensed = false, blockCheck = true, children, fallback = null, renderLoadError }: RouteGuardProps) {
  const userId = useSelector(selectUserId);
  const location = useLocation();
  const profile = useGetProfileQuery(licensed && userId !== null ? userId : skipToken);
  const blocked = useBlockedStatus(blockCheck ? userId : null);

  if (userId === null) return <>{fallback}</>;
  if (blocked.isLoading || (licensed && profile.isLoading)) return <>{fallback}</>;
  if (blockCheck && blocked.isBlocked && location.pathname !== MY_PROFILE_PATH) {
    const state: BlockedRedirectState = { blockedFrom: location.pathname };
    return <Navigate to={BLOCKED_REDIRECT} replace state={state} />;
  }
  if (licensed) {
    if (!profile.data && profile.isError && renderLoadError) return <>{renderLoadError(() => void profile.refetch())}</>;
    if (!profile.data) return <>{fallback}</>;
    if (!profile.data.is_licensed) {
      return <Navigate to={accessDeniedUrl(`${location.pathname}${location.search}`)} replace />;
    }
  }
  return <>{children}</>;
}
