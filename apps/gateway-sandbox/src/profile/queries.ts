import type { LicenseRequestResult, PersonalInformation, UpdateAddressRequest, UpdatePersonalInformationRequest } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

/**
 * The agent's own profile (spec §7 `users`; issue #4): the SQL behind
 * `routes/integration/users-profile.ts` — personal information, address, profile picture, licence
 * request.
 */

interface InfoRow extends Omit<PersonalInformation, 'address'> {
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  country_name: string | null;
  state_name: string | null;
  city_name: string | null;
}

/**
 * Reads the my-profile view of an agent (wire type `PersonalInformation`).
 * @returns null for an unknown id.
 */
export async function readPersonalInformation(q: Queryable, id: number): Promise<PersonalInformation | null> {
  const rows = await q.query<InfoRow>(
    `SELECT u.id, u.code, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.is_licensed,
            to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
            to_char(u.license_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS license_requested_at,
            to_char(u.documents_update_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS documents_update_requested_at,
            u.address_line1, u.address_line2, u.postal_code, u.country_id, u.state_id, u.city_id,
            c.name AS country_name, s.name AS state_name, ci.name AS city_name
       FROM users u
       LEFT JOIN countries c ON c.id = u.country_id
       LEFT JOIN states s ON s.id = u.state_id
       LEFT JOIN cities ci ON ci.id = u.city_id
      WHERE u.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const {
    address_line1, address_line2, postal_code, country_id, state_id, city_id, country_name, state_name, city_name,
    ...rest
  } = row;
  const address =
    address_line1 !== null && country_id !== null && state_id !== null && city_id !== null
      ? {
          address_line1,
          address_line2: address_line2 ?? '',
          postal_code: postal_code ?? '',
          country_id,
          state_id,
          city_id,
          country_name: country_name ?? '',
          state_name: state_name ?? '',
          city_name: city_name ?? '',
        }
      : null;
  return { ...rest, avatar_url: rest.avatar_url ?? '', address };
}

/** {@link readPersonalInformation}, or 404 for an unknown id. */
export async function infoOrThrow(q: Queryable, id: number): Promise<PersonalInformation> {
  const info = await readPersonalInformation(q, id);
  if (!info) throw new HttpError(404, `No agent with id ${id}.`);
  return info;
}

/** Saves agent `id`'s names and phone (trimmed) and, when given, date of birth (already checked): the new view. */
export async function updatePersonalInformation(tx: Queryable, id: number, update: UpdatePersonalInformationRequest): Promise<PersonalInformation> {
  const { first_name, last_name, phone, date_of_birth } = update;
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4,
                  date_of_birth = CASE WHEN $6::boolean THEN $5::date ELSE date_of_birth END
            WHERE id = $1`,
    [id, first_name.trim(), last_name.trim(), phone, date_of_birth ?? null, date_of_birth !== undefined],
  );
  return infoOrThrow(tx, id);
}

/**
 * Saves agent `id`'s address (trimmed, postal code upper-cased): the new view. Run it in a transaction.
 * @throws HttpError 400 when the city is not in the state or the state not in the country.
 */
export async function updateAddress(tx: Queryable, id: number, address: UpdateAddressRequest): Promise<PersonalInformation> {
  const { address_line1, address_line2, postal_code, country_id, state_id, city_id } = address;
  const ok = await tx.query(
    `SELECT 1 FROM cities ci JOIN states s ON s.id = ci.state_id
          WHERE ci.id = $1 AND s.id = $2 AND s.country_id = $3`,
    [city_id, state_id, country_id],
  );
  if (ok.length === 0) throw new HttpError(400, 'The city does not belong to the state, or the state to the country.');
  await tx.query(
    `UPDATE users SET address_line1 = $2, address_line2 = $3, postal_code = $4, country_id = $5, state_id = $6, city_id = $7
          WHERE id = $1`,
    [id, address_line1.trim(), (address_line2 ?? '').trim(), postal_code.trim().toUpperCase(), country_id, state_id, city_id],
  );
  return infoOrThrow(tx, id);
}

/**
 * Sets agent `id`'s profile picture to `avatarUrl` (a hub-bucket path, or '' for none), the row
 * locked first: the previous value ('' when none). Run it inside a transaction.
 */
export async function replaceAvatar(tx: Queryable, id: number, avatarUrl: string): Promise<string> {
  const rows = await tx.query<{ avatar_url: string }>('SELECT avatar_url FROM users WHERE id = $1 FOR UPDATE', [id]);
  await tx.query('UPDATE users SET avatar_url = $2 WHERE id = $1', [id, avatarUrl]);
  return rows[0]?.avatar_url ?? '';
}

/** Records agent `id`'s licence request (the first time kept): its time, or null when the agent is already licensed (or unknown). */
export async function requestLicense(q: Queryable, id: number): Promise<LicenseRequestResult | null> {
  const rows = await q.query<LicenseRequestResult & { is_licensed: boolean }>(
    `UPDATE users SET license_requested_at = COALESCE(license_requested_at, now())
        WHERE id = $1 AND NOT is_licensed
        RETURNING is_licensed, to_char(license_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS license_requested_at`,
    [id],
  );
  return rows[0] ? { license_requested_at: rows[0].license_requested_at } : null;
}
