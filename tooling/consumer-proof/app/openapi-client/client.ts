// Another team's gateway client, from the published document only (issue #31): `gateway.d.ts` is
// generated here by openapi-typescript from `@agent-portal/api-client/openapi.json` (run.mjs), and
// openapi-fetch types every call, its parameters, its `data` and its error body by it. This file
// compiles only if the document declares the answers it reads (a missing 200 schema leaves
// `data` without a type, a renamed field fails); then it runs against the started sandbox.
import createClient from 'openapi-fetch';
import type { components, paths } from './gateway.js';

type Schemas = components['schemas'];

/** What the client read from the gateway. */
export interface GatewayReadout {
  /** From the signed-in agent's profile, `GET /integration/v1/users/{id}`. */
  profile: { id: number; email: string; first_name: string; is_licensed: boolean };
  /** The countries of the address pickers, `GET /integration/v1/location/countries`: ISO 3166-1 alpha-2 code and name. */
  countries: { iso2: string; name: string }[];
  /** The error body of another agent's profile, refused by the route's owner policy. */
  refused: { status: number; body: Schemas['GatewayErrorBody'] | undefined };
}

/**
 * Reads the agent's profile and the countries through a client typed by the document, with the
 * bearer token of spec §7, and asks for another agent's profile (refused).
 * @param baseUrl - the gateway's origin, e.g. `http://127.0.0.1:4000`.
 * @param accessToken - the session token the identity provider issued.
 * @param userId - the signed-in agent's id (the token's `user_id`).
 * @throws when a call the agent may make does not answer 200.
 */
export async function readGateway(baseUrl: string, accessToken: string, userId: number): Promise<GatewayReadout> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${accessToken}` } });

  const profile = await client.GET('/integration/v1/users/{id}', { params: { path: { id: userId } } });
  if (!profile.data) throw new Error(`GET /integration/v1/users/${userId}: ${profile.response.status} ${JSON.stringify(profile.error)}`);

  const countries = await client.GET('/integration/v1/location/countries');
  if (!countries.data) throw new Error(`GET /integration/v1/location/countries: ${countries.response.status} ${JSON.stringify(countries.error)}`);

  const other = await client.GET('/integration/v1/users/{id}', { params: { path: { id: userId + 1 } } });
  const { id, email, first_name, is_licensed } = profile.data.data;
  return {
    profile: { id, email, first_name, is_licensed },
    countries: countries.data.data.map(({ iso2, name }) => ({ iso2, name })),
    refused: { status: other.response.status, body: other.error },
  };
}
