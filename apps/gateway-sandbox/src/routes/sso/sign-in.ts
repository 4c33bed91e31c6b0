import {
  AUTO_LOGOUT_CAUSES,
  LOGOUT_PATH,
  type GatewayEnvelope,
  type LogoutResponse,
  type StayConnectedRequest,
  type StayConnectedResponse,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_TOKEN_MESSAGES, requireAuth } from '../../auth/bearer.js';
import { signSessionToken } from '../../auth/jwt.js';
import {
  DEFAULT_SESSION_MAX_LIFETIME_S,
  DEFAULT_SESSION_RENEWAL_GRACE_S,
  findSession,
  renewSession,
  revokeSession,
} from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { scoped, sessionRoute } from '../../policy/policy.js';
import { errorResponses, ok } from '../../contract/responses.js';

const bodySchema = {
  type: 'object',
  required: ['identity', 'client', 'session'],
  additionalProperties: false,
  properties: {
    identity: { type: 'string', minLength: 1, maxLength: 320 },
    client: { type: 'string', minLength: 1, maxLength: 200 },
    session: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** Shortest renewed token worth issuing, in seconds: closer to the session's end, renewal answers 401. */
const MIN_RENEWED_TTL_S = 60;

/** Message of the 401 of a renewal at the session's absolute lifetime (issue #26). */
export const SESSION_AT_MAXIMUM = (maxS: number) =>
  `Your session has reached its maximum length of ${Math.round(maxS / 360) / 10} hours. Please sign in again.`;

/** Message of a renewal by a token that is no longer the session's newest (409). */
export const ALREADY_RENEWED = 'This session has already been renewed: use its newest token.';

/**
 * sso v1 sign-in routes (spec §4, §7; issue #13 §2):
 *
 * - `POST /sign-in/stay-connected` body `{ identity, client, session }` → `{ data: { access_token } }`,
 *   a new token of the same session with a fresh `exp` (TOKEN_TTL_S) and the next generation
 *   (`gen` + 1). The body must match the bearer token's identity, client_id and session (403
 *   otherwise); a malformed body → 400. The replaced token keeps working for the grace
 *   (`SESSION_RENEWAL_GRACE_S`, default {@link DEFAULT_SESSION_RENEWAL_GRACE_S} = 60 s), then
 *   answers 401. Only the session's newest token renews: one already replaced (still within its
 *   grace) → 409 {@link ALREADY_RENEWED}, so a copied token cannot be kept alive by renewing it.
 *   A session lasts at most `SESSION_MAX_LIFETIME_S` from its sign-in (default 12 h, issue #26):
 *   a renewed token never expires after that, and within a minute of it renewal → 401
 *   {@link SESSION_AT_MAXIMUM}.
 * - `POST /sign-in/logout`, no body → `{ data: { revoked }, message }`: revokes the bearer
 *   token's session (every token of it answers 401 from then on), sends
 *   `ml.ping.auto.session.logout` `{ cause: 'logout' }` to its sockets and disconnects them.
 *   Idempotent: an already ended session's token is accepted and answers `revoked: false`; a
 *   missing, forged, expired, unknown or retired token → 401. CSRF as every write call (403).
 */
export const ssoSignInRoutes: FastifyPluginAsync<AppContext> = async (app, { db, jwtKey, config }) => {
  const graceS = config.sessionRenewalGraceS ?? DEFAULT_SESSION_RENEWAL_GRACE_S;
  const maxLifetimeS = config.sessionMaxLifetimeS ?? DEFAULT_SESSION_MAX_LIFETIME_S;

  app.post<{ Body: StayConnectedRequest }>(
    '/sign-in/stay-connected',
    {
      schema: { body: bodySchema, response: { 200: ok('StayConnectedResponse'), ...errorResponses(409) } },
      config: { policy: sessionRoute(scoped), openapi: { summary: 'Renews the session: a new token of the same session with a fresh expiry (§4).' } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { identity, client, session } = request.body;
      if (identity !== auth.identity || client !== auth.client_id || session !== auth.session) {
        throw new HttpError(403, 'The identity, client and session must be those of your current session.');
      }
      const { exp: _exp, iat: _iat, gen = 0, ...claims } = auth;
      const nowMs = Date.now();
      const issuedAtS = Math.floor(nowMs / 1000);
      // The absolute lifetime (issue #26): no renewal past it, and no renewed token outlives it.
      const current = await findSession(db, auth.session);
      const endS = Math.floor((current?.created_at_ms ?? nowMs) / 1000) + maxLifetimeS;
      const ttlS = Math.min(config.tokenTtlS, endS - issuedAtS);
      if (ttlS < MIN_RENEWED_TTL_S) throw new HttpError(401, SESSION_AT_MAXIMUM(maxLifetimeS));
      const generation = await renewSession(db, auth.session, gen, {
        expiresAtMs: (issuedAtS + ttlS) * 1000,
        previousUntilMs: nowMs + graceS * 1000,
      });
      if (generation === null) {
        // Revoked meanwhile (401), or this token was already replaced by a renewal (409).
        const row = await findSession(db, auth.session);
        if (!row || row.revoked) throw new HttpError(401, SESSION_TOKEN_MESSAGES.revoked);
        throw new HttpError(409, ALREADY_RENEWED);
      }
      const accessToken = await signSessionToken({ ...claims, gen: generation }, jwtKey, ttlS, issuedAtS);
      const body: GatewayEnvelope<StayConnectedResponse> = { data: { access_token: accessToken } };
      return body;
    },
  );

  app.post(
    LOGOUT_PATH,
    {
      schema: { response: { 200: ok('LogoutResponse') } },
      config: {
        acceptEndedSession: true,
        policy: sessionRoute(scoped),
        openapi: { summary: "Ends the caller's session on the server (server-side logout); idempotent." },
      },
    },
    async (request) => {
    const auth = requireAuth(request);
    const revoked = await revokeSession(db, auth.session);
    // Also when it had already ended: a socket of it left on this node goes now.
    app.disconnectSession(auth.session, AUTO_LOGOUT_CAUSES.logout);
    const body: GatewayEnvelope<LogoutResponse> = {
      data: { revoked },
      message: revoked ? 'You have been signed out.' : 'This session had already ended.',
    };
    return body;
  });
};
