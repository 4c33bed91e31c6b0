/** A country, `GET /integration/v1/location/countries` (§7), sorted by name. */
export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  iso2: string;
  /** English name. */
  name: string;
}

/** A state or region, `GET /integration/v1/location/countries/{id}/states` (§7), sorted by name. */
export interface CountryState {
  id: number;
  country_id: number;
  /** Postal / ISO 3166-2 subdivision code, e.g. `CA`. */
  code: string;
  name: string;
}

/** A city, `GET /integration/v1/location/states/{id}/cities` (§7), sorted by name. */
export interface City {
  id: number;
  state_id: number;
  name: string;
}
