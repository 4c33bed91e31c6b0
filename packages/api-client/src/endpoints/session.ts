import { gatewayApi } from '../gatewayApi';
import type { GatewayEnvelope, StayConnectedRequest, StayConnectedResponse } from '../types/index.js';

/** Session endpoints (sso v1, §7). */
export const sessionApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /sso/v1/sign-in/stay-connected` with `{ identity, client, session }`
     * → `{ access_token }`, a new token for the same session (§4, §7).
     * Silent (no toast) and a 401 does not reload: the expiry modal shows the failure.
     * Never retried (POST).
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
  }),
});

/**
 * Hook of {@link sessionApi}'s `stayConnected`: `const [stayConnected, state] = useStayConnectedMutation()`;
 * `await stayConnected(body).unwrap()` resolves to {@link StayConnectedResponse} or rejects with a `GatewayError`.
 */
export const { useStayConnectedMutation } = sessionApi;
