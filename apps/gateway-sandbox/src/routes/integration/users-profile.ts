import type {
  GatewayEnvelope,
  LicenseRequestResult,
  PersonalInformation,
  ProfilePictureResult,
  UpdateAddressRequest,
  UpdatePersonalInformationRequest,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { deleteHubFile, randomStem, writeHubFile } from '../../storage/hub.js';
import { readCheckedUpload, registerMultipart } from '../../storage/upload.js';
import { ownPathId, profileRoute, scoped } from '../../policy/policy.js';
import { ISO_TIMESTAMP } from '../../http/dates.js';
import { ID_PARAMS, MAX_ID } from '../../http/ids.js';

/** Profile picture limits (issue #4): jpeg/png/webp, ≤ 5 MB. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

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

/** A person's name: letters (any script), spaces, apostrophes, dots and dashes. */
const NAME_PATTERN = "^[\\p{L}][\\p{L}\\p{M} .'\u2019-]*$";

const personalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'last_name', 'phone'],
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 60, pattern: NAME_PATTERN },
    last_name: { type: 'string', minLength: 1, maxLength: 60, pattern: NAME_PATTERN },
    phone: { type: 'string', pattern: '^\\+[1-9][0-9]{7,14}$' },
    date_of_birth: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
  },
} as const;

const addressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['address_line1', 'postal_code', 'country_id', 'state_id', 'city_id'],
  properties: {
    address_line1: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
    address_line2: { type: 'string', maxLength: 120 },
    postal_code: { type: 'string', minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$' },
    country_id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    state_id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    city_id: { type: 'integer', minimum: 1, maximum: MAX_ID },
  },
} as const;

/** Years between an ISO date and `now` (whole years, UTC). */
function ageOn(isoDate: string, now: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

async function infoOrThrow(q: Queryable, id: number): Promise<PersonalInformation> {
  const info = await readPersonalInformation(q, id);
  if (!info) throw new HttpError(404, `No agent with id ${id}.`);
  return info;
}

/**
 * integration v1 my-profile routes (spec §7 `users`; issue #4). Own records only (403):
 * - `GET /users/:id/personal-information` → `PersonalInformation` (sandbox addition);
 * - `PUT /users/:id/update-personal-information` (names, E.164 phone, date of birth 18–120 years ago);
 * - `PUT /users/address` (city ∈ state ∈ country, else 400);
 * - `POST /users/profile-picture` (multipart `file`: jpeg/png/webp by declared type AND content,
 *   ≤ 5 MB; 413/415 otherwise, nothing stored) → `{ avatar_url }`;
 * - `PUT /users/profile-picture` removes it → `{ avatar_url: '' }`;
 * - `PUT /users/:id/request-license` → `{ license_requested_at }` (409 when already licensed; idempotent).
 */
export const usersProfileRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  await registerMultipart(app, PICTURE_MAX_BYTES);

  app.get<{ Params: { id: number } }>(
    '/users/:id/personal-information',
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(ownPathId) } },
    async (request) => {
    const body: GatewayEnvelope<PersonalInformation> = { data: await infoOrThrow(db, request.params.id) };
    return body;
  });

  app.put<{ Params: { id: number }; Body: UpdatePersonalInformationRequest }>(
    '/users/:id/update-personal-information',
    { schema: { params: ID_PARAMS, body: personalSchema }, config: { policy: profileRoute(ownPathId) } },
    async (request) => {
      const { first_name, last_name, phone, date_of_birth } = request.body;
      if (date_of_birth) {
        const age = ageOn(date_of_birth, new Date());
        if (age < 18 || age > 120) throw new HttpError(400, 'The date of birth must be between 18 and 120 years ago.');
      }
      const data = await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET first_name = $2, last_name = $3, phone = $4,
                  date_of_birth = CASE WHEN $6::boolean THEN $5::date ELSE date_of_birth END
            WHERE id = $1`,
          [request.params.id, first_name.trim(), last_name.trim(), phone, date_of_birth ?? null, date_of_birth !== undefined],
        );
        return infoOrThrow(tx, request.params.id);
      });
      const body: GatewayEnvelope<PersonalInformation> = { data, message: 'Personal information saved.' };
      return body;
    },
  );

  app.put<{ Body: UpdateAddressRequest }>('/users/address', { schema: { body: addressSchema }, config: { policy: profileRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const { address_line1, address_line2, postal_code, country_id, state_id, city_id } = request.body;
    const data = await db.transaction(async (tx) => {
      const ok = await tx.query(
        `SELECT 1 FROM cities ci JOIN states s ON s.id = ci.state_id
          WHERE ci.id = $1 AND s.id = $2 AND s.country_id = $3`,
        [city_id, state_id, country_id],
      );
      if (ok.length === 0) throw new HttpError(400, 'The city does not belong to the state, or the state to the country.');
      await tx.query(
        `UPDATE users SET address_line1 = $2, address_line2 = $3, postal_code = $4, country_id = $5, state_id = $6, city_id = $7
          WHERE id = $1`,
        [auth.user_id, address_line1.trim(), (address_line2 ?? '').trim(), postal_code.trim().toUpperCase(), country_id, state_id, city_id],
      );
      return infoOrThrow(tx, auth.user_id);
    });
    const body: GatewayEnvelope<PersonalInformation> = { data, message: 'Address saved.' };
    return body;
  });

  app.post('/users/profile-picture', { config: { ownBody: 'multipart', policy: profileRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readCheckedUpload(request, PICTURE_TYPES, PICTURE_MAX_BYTES, 'profile picture');
    const relative = `avatars/${auth.user_id}-${randomStem()}.${upload.ext}`;
    const previous = await db.transaction(async (tx) => {
      const rows = await tx.query<{ avatar_url: string }>('SELECT avatar_url FROM users WHERE id = $1 FOR UPDATE', [auth.user_id]);
      await tx.query('UPDATE users SET avatar_url = $2 WHERE id = $1', [auth.user_id, relative]);
      // Written inside the transaction: a failed write rolls the row back; nothing half-stored.
      await writeHubFile(config.dataDir, relative, upload.content);
      return rows[0]?.avatar_url ?? '';
    });
    if (previous && previous.startsWith(`avatars/${auth.user_id}-`)) await deleteHubFile(config.dataDir, previous);
    const body: GatewayEnvelope<ProfilePictureResult> = { data: { avatar_url: relative }, message: 'Profile picture updated.' };
    return body;
  });

  app.put('/users/profile-picture', { config: { policy: profileRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const previous = await db.transaction(async (tx) => {
      const rows = await tx.query<{ avatar_url: string }>('SELECT avatar_url FROM users WHERE id = $1 FOR UPDATE', [auth.user_id]);
      await tx.query("UPDATE users SET avatar_url = '' WHERE id = $1", [auth.user_id]);
      return rows[0]?.avatar_url ?? '';
    });
    if (previous.startsWith(`avatars/${auth.user_id}-`)) await deleteHubFile(config.dataDir, previous);
    const body: GatewayEnvelope<ProfilePictureResult> = { data: { avatar_url: '' }, message: 'Profile picture removed.' };
    return body;
  });

  app.put<{ Params: { id: number } }>(
    '/users/:id/request-license',
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(ownPathId) } },
    async (request) => {
    const rows = await db.query<{ is_licensed: boolean; license_requested_at: string }>(
      `UPDATE users SET license_requested_at = COALESCE(license_requested_at, now())
        WHERE id = $1 AND NOT is_licensed
        RETURNING is_licensed, to_char(license_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS license_requested_at`,
      [request.params.id],
    );
    if (!rows[0]) throw new HttpError(409, 'You are already licensed: there is nothing to request.');
    const body: GatewayEnvelope<LicenseRequestResult> = {
      data: { license_requested_at: rows[0].license_requested_at },
      message: 'License requested. We will contact you soon.',
    };
    return body;
  });
};
