import type { UserProfile } from '@agent-portal/api-client/wire';
import { http, HttpResponse } from 'msw';
import { testProfile } from './fixtures.js';
import { server, TEST_ORIGIN } from './server.js';

/**
 * Answers `GET /integration/v1/users/{id}` with `{ data: profile }` for any id (spec §7),
 * for the rest of the current test (`server.use`).
 * @param profile - the profile served; default agent 7, licensed ({@link testProfile}).
 * @returns the ids requested so far, in order (a live array).
 */
export function serveProfile(profile: UserProfile = testProfile(true)): number[] {
  const requested: number[] = [];
  server.use(
    http.get(`${TEST_ORIGIN}/integration/v1/users/:id`, ({ params }) => {
      requested.push(Number(params.id));
      return HttpResponse.json({ data: profile });
    }),
  );
  return requested;
}
