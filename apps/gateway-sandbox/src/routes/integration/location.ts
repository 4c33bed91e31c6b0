import type { City, Country, CountryState, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { profileRoute } from '../../policy/policy.js';
import { ID_PARAMS } from '../../http/ids.js';

/**
 * The rows `listSql` reads for parent `id` (`$1`) with their count, when `parentTable` has a row
 * `id`; else 404 "No <what> with id <id>.".
 */
async function rowsUnder<T>(db: Queryable, parentTable: 'countries' | 'states', what: string, id: number, listSql: string): Promise<GatewayEnvelope<T[]>> {
  const exists = await db.query(`SELECT 1 FROM ${parentTable} WHERE id = $1`, [id]);
  if (exists.length === 0) throw new HttpError(404, `No ${what} with id ${id}.`);
  const rows = await db.query<T>(listSql, [id]);
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
  app.get('/location/countries', { config: { policy: profileRoute(null) } }, async (request) => {
    requireAuth(request);
    const rows = await db.query<Country>('SELECT id, iso2, name FROM countries ORDER BY name');
    const body: GatewayEnvelope<Country[]> = { data: rows, count: rows.length };
    return body;
  });

  app.get<{ Params: { id: number } }>(
    '/location/countries/:id/states',
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(null) } },
    async (request) => {
      requireAuth(request);
      return rowsUnder<CountryState>(db, 'countries', 'country', request.params.id,
        'SELECT id, country_id, code, name FROM states WHERE country_id = $1 ORDER BY name');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/location/states/:id/cities',
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(null) } },
    async (request) => {
      requireAuth(request);
      return rowsUnder<City>(db, 'states', 'state', request.params.id, 'SELECT id, state_id, name FROM cities WHERE state_id = $1 ORDER BY name');
    },
  );
};
