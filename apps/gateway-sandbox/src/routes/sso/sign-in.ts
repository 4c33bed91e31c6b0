import type { GatewayEnvelope, StayConnectedRequest, StayConnectedResponse } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import { signSessionToken } from '../../auth/jwt.js';
import { touchSession } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';

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

/**
 * sso v1 sign-in routes (spec §4, §7):
 * `POST /sign-in/stay-connected` body `{ identity, client, session }` →
 * `{ data: { access_token } }`, a new token of the same session with a fresh
 * `exp` (TOKEN_TTL_S). The body must match the bearer token's identity,
 * client_id and session (403 otherwise); a malformed body → 400.
 */
export const ssoSignInRoutes: FastifyPluginAsync<AppContext> = async (app, { db, jwtKey, config }) => {
  app.post<{ Body: StayConnectedRequest }>(
    '/sign-in/stay-connected',
    { schema: { body: bodySchema } },
    async (request) => {
      const auth = requireAuth(request);
      const { identity, client, session } = request.body;
      if (identity !== auth.identity || client !== auth.client_id || session !== auth.session) {
        throw new HttpError(403, 'The identity, client and session must be those of your current session.');
      }
      const { exp: _exp, iat: _iat, ...claims } = auth;
      const accessToken = await signSessionToken(claims, jwtKey, config.tokenTtlS);
      await touchSession(db, auth.session);
      const body: GatewayEnvelope<StayConnectedResponse> = { data: { access_token: accessToken } };
      return body;
    },
  );
};
