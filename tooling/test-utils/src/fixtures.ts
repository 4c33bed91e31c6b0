import type { SessionTokenPayload, UserProfile } from '@agent-portal/api-client/wire';
import * as harness from '@agent-portal/vitest-config/harness';

/**
 * The session token payload of agent 7 (Ava, role 2), as the portal decodes it from the
 * `access_token` cookie (spec §4). `exp` is 2100-01-01 (seconds since the epoch), so it
 * never expires during a test; `iat` is 2023-11-14. The data lives in
 * `@agent-portal/vitest-config/harness` (the packages below this harness use it too); these
 * declarations type it against the wire.
 */
export const testPayload: SessionTokenPayload = harness.testPayload;

/**
 * Agent 7's session payload issued now: `iat` is `Date.now()` and `exp` one hour later
 * (seconds since the epoch), so expiry tests can move a fake clock (spec §4, §5).
 * @param overrides - fields to replace, e.g. `{ exp: nowS - 5 }` for an expired token.
 */
export const samplePayload: (overrides?: Partial<SessionTokenPayload>) => SessionTokenPayload = harness.samplePayload;

/**
 * Agent 7's profile as `GET /integration/v1/users/7` answers it (`data`, spec §3, §7).
 * @param isLicensed - `is_licensed`: licensed agents may open licensed-only routes (spec §6). Default `true`.
 */
export const testProfile: (isLicensed?: boolean) => UserProfile = harness.testProfile;

/**
 * Answers `GET /integration/v1/users/{id}` with `{ data: profile }` for any id (spec §7),
 * for the rest of the current test (`server.use`).
 * @param profile - the profile served; default agent 7, licensed ({@link testProfile}).
 * @returns the ids requested so far, in order (a live array).
 */
export const serveProfile: (profile?: UserProfile) => number[] = harness.serveProfile;
