import { useEffect } from 'react';
import { useNavigate } from 'react-router';

let current: ((to: string) => void) | undefined;

/**
 * Moves inside the SPA from code outside React (the gateway's error hook, issue #26): through the
 * router's `navigate` once {@link AppNavigationBridge} has mounted, else a full page load.
 * @param to - a path in the portal, e.g. `/my-profile#recurring-transactions`.
 */
export function navigateInApp(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}

/** Lends the router's `navigate` to {@link navigateInApp}; render it once inside the router. */
export function AppNavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    current = (to) => void navigate(to);
    return () => {
      current = undefined;
    };
  }, [navigate]);
  return null;
}
