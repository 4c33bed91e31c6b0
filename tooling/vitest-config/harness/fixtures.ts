import { http, HttpResponse } from 'msw';
import { server, TEST_ORIGIN } from './server.js';

/**
 * The session token payload of agent 7 (Ava, role 2), as the portal decodes it from the
 * `access_token` cookie (spec §4): the wire's `SessionTokenPayload` (typed against it by
 * `@agent-portal/test-utils`). `exp` is 2100-01-01 (seconds since the epoch), so it never
 * expires during a test; `iat` is 2023-11-14.
 */
export const testPayload = {
  exp: 4_102_444_800,
  iat: 1_700_000_000,
  session: '5b1f0a8e-3c1d-4a52-9a66-0d2f6b1c7e11',
  user_id: 7,
  role_id: 2,
  identity: 'ava.licensed@agent-portal.test',
  client_id: 'agent-portal',
  tenant_id: 'agent-network',
};

/**
 * Agent 7's session payload issued now: `iat` is `Date.now()` and `exp` one hour later
 * (seconds since the epoch), so expiry tests can move a fake clock (spec §4, §5).
 * @param overrides - fields to replace, e.g. `{ exp: nowS - 5 }` for an expired token.
 */
export function samplePayload(overrides: Partial<typeof testPayload> = {}): typeof testPayload {
  const nowS = Math.floor(Date.now() / 1000);
  return { ...testPayload, iat: nowS, exp: nowS + 3600, ...overrides };
}

function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A JWT-shaped token (`header.payload.signature`, base64url) whose signature is not checked:
 * the client only decodes the token, never verifies it (spec §4). Store it in the
 * `access_token` cookie to start a session.
 * @param payload - the payload to encode; default {@link samplePayload}`()`.
 */
export function forgeToken(payload: object = samplePayload()): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/**
 * Agent 7's profile as `GET /integration/v1/users/7` answers it (`data`, spec §3, §7): the
 * wire's `UserProfile` (typed against it by `@agent-portal/test-utils`).
 * @param isLicensed - `is_licensed`: licensed agents may open licensed-only routes (spec §6). Default `true`.
 */
export function testProfile(isLicensed = true) {
  return {
    id: 7,
    code: 'AG-000007',
    first_name: 'Ava',
    last_name: 'Martinez',
    email: 'ava.licensed@agent-portal.test',
    phone: null as string | null,
    avatar_url: null as string | null,
    is_licensed: isLicensed,
    role_id: 2,
    upline_id: 3 as number | null,
    level: 3,
    created_at: '2023-02-14T09:00:00.000Z',
  };
}

/**
 * Answers `GET /integration/v1/users/{id}` with `{ data: profile }` for any id (spec §7),
 * for the rest of the current test (`server.use`).
 * @param profile - the profile served; default agent 7, licensed ({@link testProfile}).
 * @returns the ids requested so far, in order (a live array).
 */
export function serveProfile(profile: object = testProfile(true)): number[] {
  const requested: number[] = [];
  server.use(
    http.get(`${TEST_ORIGIN}/integration/v1/users/:id`, ({ params }) => {
      requested.push(Number(params.id));
      return HttpResponse.json({ data: profile });
    }),
  );
  return requested;
}
