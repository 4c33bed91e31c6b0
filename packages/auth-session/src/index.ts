/**
 * `@agent-portal/auth-session`: sso intake, token cookies, sign-in redirects, logout across
 * tabs, the session slice, route guards and the expiry watch (spec §4–§6, ARCHITECTURE §4).
 * @packageDocumentation
 */
export { configureSession, getSessionOptions } from './config.js';
export type { SessionOptions, ResolvedSessionOptions } from './config.js';
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
} from './cookies.js';
export type { SsoIntakeResult } from './cookies.js';
export { SSO_STATE_COOKIE, SSO_STATE_QUERY_PARAM, SSO_STATE_TTL_MS, SSO_STATE_MAX_PENDING } from './ssoState.js';
export { buildSignInUrl, redirectToSignIn } from './signIn.js';
export type { SignInCause } from './signIn.js';
export { logout, LOGOUT_GATEWAY_WAIT_MS } from './logout.js';
export type { LogoutOptions } from './logout.js';
export { SESSION_CHANNEL_NAME, postSessionMessage, subscribeToSessionMessages } from './broadcast.js';
export type { SessionBroadcastMessage } from './broadcast.js';
export { useSessionBroadcast } from './useSessionBroadcast.js';
export {
  sessionSlice,
  sessionReducer,
  sessionStarted,
  sessionRenewed,
  sessionEnded,
  selectSession,
  selectUserId,
  selectSessionExp,
} from './sessionSlice.js';
export type { SessionState, SessionRootState } from './sessionSlice.js';
export {
  ACCESS_DENIED_PATH,
  BLOCKED_REDIRECT,
  MY_PROFILE_PATH,
  UNLICENSED_REASON,
  BLOCK_CHECK_LIMIT,
  accessDeniedUrl,
  blockedRedirectFrom,
  isBlockedByInvoices,
} from './blocked.js';
export type { BlockedRedirectState } from './blocked.js';
export { GATEWAY_REASON_TEXT_KEYS } from './gatewayReasons.js';
export { useBlockedStatus } from './useBlockedStatus.js';
export type { BlockedStatus } from './useBlockedStatus.js';
export { RequireSession } from './RequireSession.js';
export type { RequireSessionProps } from './RequireSession.js';
export { RouteGuard } from './RouteGuard.js';
export type { RouteGuardProps } from './RouteGuard.js';
export { SessionExpiryWatch, EXPIRY_WARNING_S, EXPIRY_COUNTDOWN_S } from './SessionExpiryWatch.js';
export { SessionExpiryModal } from './SessionExpiryModal.js';
export type { SessionExpiryModalProps } from './SessionExpiryModal.js';
