import { gatewayApi } from '../gatewayApi.js';
import type { City, Country, CountryState } from '../types/index.js';

/**
 * Location endpoints (integration v1 `location`, §7) feeding the address pickers
 * country → state → city. Reference data: cached for an hour, no tags.
 */
export const locationApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /location/countries` → {@link Country}[] sorted by name. */
    listCountries: build.query<Country[], void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/location/countries' }),
      keepUnusedDataFor: 3600,
    }),
    /** `GET /location/countries/{id}/states` → {@link CountryState}[] sorted by name (404 for an unknown country). */
    listStates: build.query<CountryState[], number>({
      query: (countryId) => ({ service: 'integration', version: 'v1', path: `/location/countries/${encodeURIComponent(String(countryId))}/states` }),
      keepUnusedDataFor: 3600,
    }),
    /** `GET /location/states/{id}/cities` → {@link City}[] sorted by name (404 for an unknown state). */
    listCities: build.query<City[], number>({
      query: (stateId) => ({ service: 'integration', version: 'v1', path: `/location/states/${encodeURIComponent(String(stateId))}/cities` }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

/** Hooks of {@link locationApi}: `useListCountriesQuery()`, `useListStatesQuery(countryId)`, `useListCitiesQuery(stateId)`. */
export const { useListCountriesQuery, useListStatesQuery, useListCitiesQuery } = locationApi;
