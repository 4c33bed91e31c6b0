import { BLOCKED_REDIRECT, type BlockedRedirectState } from '@agent-portal/auth-session';
import type { MenuItem } from '@agent-portal/feature-api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Why a menu item is greyed out: `menuItemDisabledReason`'s answer, other than `null`. */
export type MenuDisabledReason = 'blocked' | 'unlicensed';

/** The `common` key that says why an item is greyed out (its title, the drawer's second line). */
export const DISABLED_TEXT_KEY = {
  blocked: 'menu.blocked',
  unlicensed: 'menu.licensedOnly',
} as const satisfies Record<MenuDisabledReason, string>;

/**
 * The click handler of a greyed-out menu item: the item's link is not opened. For a blocked agent
 * the click does what the route guard's redirect does (issue #28 item 7), without the round trip
 * through the item's page: it closes the open menu and replaces the location with
 * `/my-profile#recurring-transactions` and `{ blockedFrom: link }`, so the profile says why in a
 * toast and focuses its blocked banner. An unlicensed agent's click does nothing (§6, unchanged).
 */
export function useDisabledItemClick(): (event: { preventDefault: () => void }, reason: MenuDisabledReason, item: Pick<MenuItem, 'link'>, close?: () => void) => void {
  const navigate = useNavigate();
  return useCallback(
    (event, reason, item, close) => {
      event.preventDefault();
      if (reason !== 'blocked') return;
      close?.();
      const state: BlockedRedirectState = { blockedFrom: item.link };
      void navigate(BLOCKED_REDIRECT, { replace: true, state });
    },
    [navigate],
  );
}
