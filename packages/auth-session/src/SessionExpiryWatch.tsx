import { useStayConnectedMutation } from '@agent-portal/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { postSessionMessage } from './broadcast.js';
import type { SessionExpiryModal as SessionExpiryModalType } from './SessionExpiryModal.js';
import { clearSession, storeSessionToken } from './cookies.js';
import { logout } from './logout.js';
import { selectSession, sessionRenewed } from './sessionSlice.js';

type ExpiryModal = typeof SessionExpiryModalType;

// The modal (MUI Dialog, focus trap, portal: ~10 KB gzip) loads apart from the critical path, when
// it may soon be needed: MODAL_LEAD_S before it can open (at once when the session is that close to
// its end), so a page is complete without it (issue #27) and it is still on hand long before it
// shows. A failed load (offline, a restarted server) is forgotten, so the next try fetches the chunk
// again (issue #13 §5).
let modalChunk: Promise<ExpiryModal> | null = null;
const loadModal = (): Promise<ExpiryModal> =>
  (modalChunk ??= import('./SessionExpiryModal.js').then(
    (m) => m.SessionExpiryModal,
    (error: unknown) => {
      modalChunk = null;
      throw error;
    },
  ));

/** How long before the modal can open its chunk is loaded, in s (a failed load is tried again). */
const MODAL_LEAD_S = 120;
/** Wait between tries of a modal chunk that failed, in ms. */
const MODAL_RETRY_MS = 2_000;

/**
 * The modal component once its chunk has loaded, else null: loaded at `loadAtMs` (epoch ms; at
 * once when it has passed or while `needed`); a load that fails is tried again every
 * {@link MODAL_RETRY_MS} until it arrives. Never throws to the page: until it arrives nothing
 * shows, and the countdown still logs out.
 */
function useExpiryModal(needed: boolean, loadAtMs: number | undefined): ExpiryModal | null {
  const [Modal, setModal] = useState<ExpiryModal | null>(null);
  useEffect(() => {
    if (Modal || (loadAtMs === undefined && !needed)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      loadModal().then(
        (component) => {
          if (!cancelled) setModal(() => component);
        },
        () => {
          if (!cancelled) timer = setTimeout(attempt, MODAL_RETRY_MS);
        },
      );
    };
    const wait = needed || loadAtMs === undefined ? 0 : Math.max(0, loadAtMs - Date.now());
    timer = setTimeout(attempt, Math.min(wait, MAX_DELAY_MS));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [Modal, needed, loadAtMs]);
  return Modal;
}

/** The modal opens this many seconds before the token's `exp` (spec §4, §9). */
export const EXPIRY_WARNING_S = 60;

/** Length of the modal's countdown in seconds; at 0 the agent is logged out (spec §4, §9). */
export const EXPIRY_COUNTDOWN_S = 30;

type Phase = 'idle' | 'warning' | 'renewing' | 'failed';

/** setTimeout's maximum delay (ms); longer waits are chained. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Watches the session's `exp` (from the store) and drives {@link SessionExpiryModal}
 * (spec §4, ARCHITECTURE §4): opens {@link EXPIRY_WARNING_S} s before `exp` with a
 * {@link EXPIRY_COUNTDOWN_S} s countdown (shorter if the token ends sooner).
 * - No choice: `logout('session-expired')` when the countdown reaches 0.
 * - STAY LOGGED IN: `stayConnected({ identity, client: client_id, session })` → store the new
 *   token → `sessionRenewed` → broadcast `renewed` → the modal closes and the watch restarts.
 * - Renewal failure: shows 'You might have to LogIn again', {@link clearSession}; LOG OUT or the
 *   countdown's end then go to sign-in with cause `renewal-failed`.
 * - LOG OUT otherwise: `logout('logout')`.
 * - The modal's own chunk loads {@link MODAL_LEAD_S} s before the modal can open (at once when the
 *   session is closer to its end); a chunk that fails to load (offline, a restarted server) is
 *   tried again every 2 s; meanwhile nothing shows and the countdown still logs out
 *   (never an uncaught error, issue #13 §5).
 * Timers use setTimeout/setInterval and `Date.now()` only (fake clocks drive them).
 * Rendered by {@link RequireSession}; needs the store with `session` and `gateway`.
 */
export function SessionExpiryWatch() {
  const session = useSelector(selectSession);
  const dispatch = useDispatch();
  const [stayConnected] = useStayConnectedMutation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const exp = session?.exp;

  // Schedule the warning for this exp (a new exp — renewal here or in another tab — restarts it).
  useEffect(() => {
    setPhase('idle');
    if (exp === undefined) return;
    const expMs = exp * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const wait = expMs - EXPIRY_WARNING_S * 1000 - Date.now();
      if (wait > 0) {
        timer = setTimeout(arm, Math.min(wait, MAX_DELAY_MS));
        return;
      }
      const current = Date.now();
      setNow(current);
      setDeadline(Math.min(current + EXPIRY_COUNTDOWN_S * 1000, expMs));
      setPhase('warning');
    };
    arm();
    return () => clearTimeout(timer);
  }, [exp]);

  const open = phase !== 'idle';
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  // Countdown: tick every second; at 0 log out with the right cause.
  useEffect(() => {
    if (!open) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(interval);
        void logout(phaseRef.current === 'failed' ? 'renewal-failed' : 'session-expired');
      }
    };
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [open, deadline]);

  const onStayLoggedIn = useCallback(async () => {
    if (!session || phaseRef.current !== 'warning') return;
    setPhase('renewing');
    try {
      const { access_token } = await stayConnected({
        identity: session.identity,
        client: session.client_id,
        session: session.session,
      }).unwrap();
      const payload = storeSessionToken(access_token);
      dispatch(sessionRenewed(payload));
      postSessionMessage({ type: 'renewed' });
      setPhase('idle');
    } catch {
      clearSession();
      setPhase('failed');
    }
  }, [dispatch, session, stayConnected]);

  const onLogOut = useCallback(() => {
    void logout(phaseRef.current === 'failed' ? 'renewal-failed' : 'logout');
  }, []);

  const SessionExpiryModal = useExpiryModal(open, exp === undefined ? undefined : (exp - EXPIRY_WARNING_S - MODAL_LEAD_S) * 1000);

  if ((!open && phase === 'idle') || !SessionExpiryModal) return null;
  return (
    <SessionExpiryModal
      open={open}
      secondsLeft={secondsLeft}
      renewFailed={phase === 'failed'}
      renewing={phase === 'renewing'}
      onStayLoggedIn={onStayLoggedIn}
      onLogOut={onLogOut}
    />
  );
}
