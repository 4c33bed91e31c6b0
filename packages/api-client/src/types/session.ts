/**
 * Payload of the signed session token (a JWT, HS256) issued by the identity
 * provider and renewed by stay-connected (§3). Each field is also stored as a
 * cookie of the same name by `@agent-portal/auth-session`.
 */
export interface SessionTokenPayload {
  /** Expiry, in seconds since the Unix epoch. */
  exp: number;
  /** Issue time, in seconds since the Unix epoch. */
  iat?: number;
  /**
   * Generation of the token within its session (issue #13 §2): 0 for the token of the sign-in,
   * +1 on each renewal (`POST /sso/v1/sign-in/stay-connected`). The gateway accepts the current
   * generation, and the one before it only for a short grace after a renewal (60 s by default),
   * then answers 401. Absent in tokens issued before generations existed (read as 0).
   * Not stored as a cookie.
   */
  gen?: number;
  /** Session id (UUID); renewal keeps it. */
  session: string;
  /** The agent's user id (see {@link UserProfile.id}). */
  user_id: number;
  /** The agent's role id, sent in the socket handshake (§6). */
  role_id: number;
  /** The identity the agent signed in with (their email). */
  identity: string;
  /** OAuth-style client id of the portal, e.g. `agent-portal`. */
  client_id: string;
  /** Tenant id, e.g. `agent-network`. */
  tenant_id: string;
}

/** Body of `POST /sso/v1/sign-in/stay-connected` (§7). */
export interface StayConnectedRequest {
  /** {@link SessionTokenPayload.identity} */
  identity: string;
  /** {@link SessionTokenPayload.client_id} */
  client: string;
  /** {@link SessionTokenPayload.session} */
  session: string;
}

/**
 * `data` of `POST /sso/v1/sign-in/stay-connected`: a new token for the same session (§4).
 * The new token's `gen` is one more than the caller's; the caller's token keeps working for a
 * short grace (60 s by default) and then answers 401 (issue #13 §2). Only a token of the
 * session's current generation may renew (409 otherwise: another tab renewed first).
 */
export interface StayConnectedResponse {
  /** A new signed session token (JWT) with a fresh `exp` and the next `gen`. */
  access_token: string;
}

/**
 * `data` of `POST /sso/v1/sign-in/logout` (server-side logout, issue #13 §2; spec §4 Logout).
 *
 * Request: no body (absent, `null` or `{}`; anything else → 400); `Authorization: Bearer <jwt>`
 * of the session to end and the CSRF double submit (`X-CSRF-Token` = `csrf_token` cookie, else
 * 403), as every sso call. Answer `200 { data: LogoutResponse, message }`.
 *
 * Idempotent: the token of a session that is already ended (logged out, or revoked by a
 * password change or a forced logout) is accepted here and answers `revoked: false`. A token
 * that is missing, forged, expired, of an unknown session, or of a generation retired by a
 * renewal → 401 `{ message }`, like every gateway call.
 *
 * Effect: the session is revoked in the gateway's database (every token of it answers 401 from
 * then on), and its sockets first receive `ml.ping.auto.session.logout` `{ cause: 'logout' }`
 * and are then disconnected. The agent's other sessions are untouched.
 */
export interface LogoutResponse {
  /** True when this call ended the session; false when it had already ended. */
  revoked: boolean;
}

/** The path of the server-side logout under `/sso/v1` (see {@link LogoutResponse}). */
export const LOGOUT_PATH = '/sign-in/logout';
