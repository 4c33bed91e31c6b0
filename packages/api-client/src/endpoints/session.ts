import { gatewayApi } from '../gatewayApi.js';
import {
  LOGOUT_PATH,
  type GatewayEnvelope,
  type LogoutResponse,
  type StayConnectedRequest,
  type StayConnectedResponse,
} from '../types/index.js';

/** Session endpoints (sso v1, §7). */
export const sessionApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /sso/v1/sign-in/stay-connected` with `{ identity, client, session }`
     * → `{ access_token }`, a new token for the same session (§4, §7).
     * Silent (no toast) and a 401 does not reload: the expiry modal shows the failure.
     * Never retried (POST). The previous token keeps working for a short grace only
     * (issue #13 §2, see {@link StayConnectedResponse}); a token already superseded → 409.
     */
    stayConnected: build.mutation<StayConnectedResponse, StayConnectedRequest>({
      query: (body) => ({
        service: 'sso',
        version: 'v1',
        path: '/sign-in/stay-connected',
        method: 'POST',
        body,
        silent: true,
        ignoreUnauthorized: true,
      }),
      transformResponse: (envelope: GatewayEnvelope<StayConnectedResponse>) => envelope.data,
    }),
    /**
     * `POST /sso/v1/sign-in/logout`, no body → {@link LogoutResponse} `{ revoked }`: ends the
     * session of the bearer token on the gateway (issue #13 §2; idempotent: `revoked: false`
     * when it had already ended). Silent, a 401 does not reload, never retried (POST).
     * The portal's logout uses the store-free `endGatewaySession` instead (it must work
     * without a store and with a timeout); this endpoint is for hosts that have a store.
     * Errors: 401 (no/forged/expired/retired token), 403 (CSRF), as a `GatewayError`.
     */
    endSession: build.mutation<LogoutResponse, void>({
      query: () => ({
        service: 'sso',
        version: 'v1',
        path: LOGOUT_PATH,
        method: 'POST',
        silent: true,
        ignoreUnauthorized: true,
      }),
      transformResponse: (envelope: GatewayEnvelope<LogoutResponse>) => envelope.data,
    }),
  }),
});

/**
 * Hook of {@link sessionApi}'s `stayConnected`: `const [stayConnected, state] = useStayConnectedMutation()`;
 * `await stayConnected(body).unwrap()` resolves to {@link StayConnectedResponse} or rejects with a `GatewayError`.
 *
 * Hook of {@link sessionApi}'s `endSession`: `const [endSession] = useEndSessionMutation()`;
 * `await endSession().unwrap()` resolves to {@link LogoutResponse} or rejects with a `GatewayError`.
 */
export const { useStayConnectedMutation, useEndSessionMutation } = sessionApi;
