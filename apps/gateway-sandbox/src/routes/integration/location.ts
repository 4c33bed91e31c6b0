import type { City, Country, CountryState, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { profileRoute } from '../../policy/policy.js';
import { ID_PARAMS } from '../../http/ids.js';
import { citiesOf, listCountries, statesOf } from '../../location/queries.js';
import { okList } from '../../contract/responses.js';

/** The rows as a list with their count, or 404 "No <what> with id <id>." when their parent is unknown. */
function listOr404<T>(rows: T[] | null, what: string, id: number): GatewayEnvelope<T[]> {
  if (!rows) throw new HttpError(404, `No ${what} with id ${id}.`);
  return { data: rows, count: rows.length };
}

/**
 * integration v1 location routes (spec §7; issue #4 address pickers), reference data
 * readable by any signed-in agent, sorted by name:
 * `GET /location/countries` → `Country[]`; `GET /location/countries/:id/states` →
 * `CountryState[]` (404 unknown country); `GET /location/states/:id/cities` → `City[]`
 * (404 unknown state); 400 for a non-numeric id.
 */
export const locationRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get(
    '/location/countries',
    {
      schema: { response: { 200: okList('Country', { count: true }) } },
      config: { policy: profileRoute(null), openapi: { summary: 'Every country of the address pickers, by name.' } },
    },
    async (request) => {
      requireAuth(request);
      const rows = await listCountries(db);
      const body: GatewayEnvelope<Country[]> = { data: rows, count: rows.length };
      return body;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/location/countries/:id/states',
    {
      schema: { params: ID_PARAMS, response: { 200: okList('CountryState', { count: true }) } },
      config: { policy: profileRoute(null), openapi: { summary: 'The states (regions) of a country, by name.' } },
    },
    async (request) => {
      requireAuth(request);
      return listOr404<CountryState>(await statesOf(db, request.params.id), 'country', request.params.id);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/location/states/:id/cities',
    {
      schema: { params: ID_PARAMS, response: { 200: okList('City', { count: true }) } },
      config: { policy: profileRoute(null), openapi: { summary: 'The cities of a state, by name.' } },
    },
    async (request) => {
      requireAuth(request);
      return listOr404<City>(await citiesOf(db, request.params.id), 'state', request.params.id);
    },
  );
};
