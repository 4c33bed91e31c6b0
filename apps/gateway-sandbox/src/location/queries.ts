import type { City, Country, CountryState } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';

/**
 * The address pickers' reference data (spec §7 `location`; issue #4): the SQL behind
 * `routes/integration/location.ts`, every list sorted by name.
 */

/** Every country. */
export function listCountries(db: Queryable): Promise<Country[]> {
  return db.query<Country>('SELECT id, iso2, name FROM countries ORDER BY name');
}

/** The states of country `countryId`, or null when there is no such country. */
export async function statesOf(db: Queryable, countryId: number): Promise<CountryState[] | null> {
  const exists = await db.query('SELECT 1 FROM countries WHERE id = $1', [countryId]);
  if (exists.length === 0) return null;
  return db.query<CountryState>('SELECT id, country_id, code, name FROM states WHERE country_id = $1 ORDER BY name', [countryId]);
}

/** The cities of state `stateId`, or null when there is no such state. */
export async function citiesOf(db: Queryable, stateId: number): Promise<City[] | null> {
  const exists = await db.query('SELECT 1 FROM states WHERE id = $1', [stateId]);
  if (exists.length === 0) return null;
  return db.query<City>('SELECT id, state_id, name FROM cities WHERE state_id = $1 ORDER BY name', [stateId]);
}
