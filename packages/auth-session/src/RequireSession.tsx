import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { rememberShownSession } from './broadcast.js';
import { hasExpiredToken, readSession } from './cookies.js';
import { SessionExpiryWatch } from './SessionExpiryWatch.js';
import { selectSession, sessionStarted } from './sessionSlice.js';
import { redirectToSignIn } from './signIn.js';
import { useSessionBroadcast } from './useSessionBroadcast.js';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  /** The authenticated part of the portal (usually the layout with its `<Outlet />`). */
  children: ReactNode;
}

/**
 * Guard of the authenticated root (spec §5, CONTRACTS "Route guard outcomes"):
 * - no valid session (store, else the `access_token` cookie) → `redirectToSignIn` with cause
 *   `session-expired` (an expired token is present) or `no-session`, back to the current URL,
 *   and renders a small "Redirecting to sign-in…" status text;
 * - else puts the session in the store (`sessionStarted`), renders `children` plus
 *   {@link SessionExpiryWatch}, and follows the other tabs' logout/renewal ({@link useSessionBroadcast}).
 * Needs configureSession(), the Redux store (`session` + `gateway`) and i18n.
 */
export function RequireSession({ children }: RequireSessionProps) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  const stored = useSelector(selectSession);
  const session = stored ?? readSession();
  const valid = session !== null;
  const redirected = useRef(false);
  useSessionBroadcast();

  useEffect(() => {
    if (valid) {
      redirected.current = false;
      rememberShownSession(session.session);
      if (!stored && session) dispatch(sessionStarted(session));
      return;
    }
    if (redirected.current) return;
    redirected.current = true;
    redirectToSignIn(hasExpiredToken() ? 'session-expired' : 'no-session', window.location.href);
  }, [valid, stored, session, dispatch]);

  if (!valid) {
    return (
      <Typography role="status" sx={{ p: 3 }}>
        {t('session.redirecting')}
      </Typography>
    );
  }
  return (
    <>
      {children}
      <SessionExpiryWatch />
    </>
  );
}
