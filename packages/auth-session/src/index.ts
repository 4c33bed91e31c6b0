/**
 * `@agent-portal/auth-session`: sso intake, token cookies, sign-in redirects, logout across
 * tabs, the session slice, route guards and the expiry watch (spec §4–§6, ARCHITECTURE §4).
 * @packageDocumentation
 */
export { configureSession, getSessionOptions } from './config';
export type { SessionOptions, ResolvedSessionOptions } from './config';
export {
  ACCESS_TOKEN_COOKIE,
  SESSION_COOKIE_FIELDS,
  SESSION_COOKIE_TTL_MS,
  SSO_QUERY_PARAM,
  storeSessionToken,
  readSession,
  hasExpiredToken,
  intakeSsoToken,
  clearSession,
} from './cookies';
export { buildSignInUrl, redirectToSignIn } from './signIn';
export type { SignInCause } from './signIn';
export { logout } from './logout';
export type { LogoutOptions } from './logout';
export { SESSION_CHANNEL_NAME, postSessionMessage, subscribeToSessionMessages } from './broadcast';
export type { SessionBroadcastMessage } from './broadcast';
export { useSessionBroadcast } from './useSessionBroadcast';
export {
  sessionSlice,
  sessionReducer,
  sessionStarted,
  sessionRenewed,
  sessionEnded,
  selectSession,
  selectUserId,
  selectSessionExp,
} from './sessionSlice';
export type { SessionState, SessionRootState } from './sessionSlice';
export {
  ACCESS_DENIED_PATH,
  BLOCKED_REDIRECT,
  MY_PROFILE_PATH,
  UNLICENSED_REASON,
  BLOCK_CHECK_LIMIT,
  accessDeniedUrl,
  isBlockedByInvoices,
} from './blocked';
export { useBlockedStatus } from './useBlockedStatus';
export type { BlockedStatus } from './useBlockedStatus';
export { RequireSession } from './RequireSession';
export type { RequireSessionProps } from './RequireSession';
export { RouteGuard } from './RouteGuard';
export type { RouteGuardProps } from './RouteGuard';
export { SessionExpiryWatch, EXPIRY_WARNING_S, EXPIRY_COUNTDOWN_S } from './SessionExpiryWatch';
export { SessionExpiryModal } from './SessionExpiryModal';
export type { SessionExpiryModalProps } from './SessionExpiryModal';
