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

/** `data` of `POST /sso/v1/sign-in/stay-connected`: a new token for the same session (§4). */
export interface StayConnectedResponse {
  /** A new signed session token (JWT) with a fresh `exp`. */
  access_token: string;
}
