/**
 * The agent's saved postal address (issue #4 my-profile "Address"; `PUT /users/address`).
 * Country → state → city ids come from the location endpoints (§7 `location`).
 */
export interface UserAddress {
  /** Street and number. */
  address_line1: string;
  /** Apartment, suite… ('' when none). */
  address_line2: string;
  /** ZIP / postal code as the agent typed it. */
  postal_code: string;
  country_id: number;
  state_id: number;
  city_id: number;
  /** Display names of the ids above (English). */
  country_name: string;
  state_name: string;
  city_name: string;
}

/**
 * Everything the my-profile page shows about the agent, `GET /integration/v1/users/{id}/personal-information`
 * (a sandbox addition next to `GET /users/{id}`, §3 "other profile fields: not shown").
 * Only the caller's own id (403 otherwise).
 */
export interface PersonalInformation {
  id: number;
  /** Hierarchy code, e.g. `AG-000012`. */
  code: string;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164 phone number, or null. */
  phone: string | null;
  /** ISO date `YYYY-MM-DD`, or null when not given. */
  date_of_birth: string | null;
  /** Path inside the hub bucket ('' = default image), as in `UserProfile`. */
  avatar_url: string;
  is_licensed: boolean;
  /** ISO 8601 time of the pending licence request, or null when none was made. */
  license_requested_at: string | null;
  /** ISO 8601 time the agent last asked to update their essential documents, or null. */
  documents_update_requested_at: string | null;
  /** The saved address, or null when none was saved yet. */
  address: UserAddress | null;
}

/**
 * Body of `PUT /integration/v1/users/{id}/update-personal-information` (§7).
 * Names 1–60 characters; phone in E.164 (`+` and 8–15 digits); date of birth ISO
 * `YYYY-MM-DD`, 18–120 years ago, or null to clear. 400 with a message otherwise.
 */
export interface UpdatePersonalInformationRequest {
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth?: string | null;
}

/**
 * Body of `PUT /integration/v1/users/address` (§7): the caller's own address.
 * The city must belong to the state and the state to the country (400 otherwise).
 */
export interface UpdateAddressRequest {
  /** 1–120 characters. */
  address_line1: string;
  /** 0–120 characters. */
  address_line2?: string;
  /** 2–12 characters: letters, digits, spaces and dashes. */
  postal_code: string;
  country_id: number;
  state_id: number;
  city_id: number;
}

/** `data` of `POST`/`PUT /integration/v1/users/profile-picture`: the new `avatar_url` ('' after removal). */
export interface ProfilePictureResult {
  /** Path inside the hub bucket, '' when removed (default image). */
  avatar_url: string;
}

/** `data` of `PUT /integration/v1/users/{id}/request-license`. */
export interface LicenseRequestResult {
  /** ISO 8601 time of the (possibly earlier) pending request. */
  license_requested_at: string;
}
