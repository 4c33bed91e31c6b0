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
import { HttpError } from '../../errors.js';
import { deleteHubFile, randomStem, writeHubFile } from '../../storage/hub.js';
import { readCheckedUpload, registerMultipart } from '../../storage/upload.js';
import { ownPathId, profileRoute, scoped } from '../../policy/policy.js';
import { infoOrThrow, replaceAvatar, requestLicense, updateAddress, updatePersonalInformation } from '../../profile/queries.js';
import { ID_PARAMS, MAX_ID } from '../../http/ids.js';
import { errorResponses, ok } from '../../contract/responses.js';

/** Profile picture limits (issue #4): jpeg/png/webp, ≤ 5 MB. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

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
    {
      schema: { params: ID_PARAMS, response: { 200: ok('PersonalInformation') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "Everything the my-profile page shows about the agent: name, contact, licence, address (own id only)." } },
    },
    async (request) => {
      const body: GatewayEnvelope<PersonalInformation> = { data: await infoOrThrow(db, request.params.id) };
      return body;
    },
  );

  app.put<{ Params: { id: number }; Body: UpdatePersonalInformationRequest }>(
    '/users/:id/update-personal-information',
    {
      schema: { params: ID_PARAMS, body: personalSchema, response: { 200: ok('PersonalInformation') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "Saves the agent's names, phone and date of birth; answers the updated personal information." } },
    },
    async (request) => {
      const { date_of_birth } = request.body;
      if (date_of_birth) {
        const age = ageOn(date_of_birth, new Date());
        if (age < 18 || age > 120) throw new HttpError(400, 'The date of birth must be between 18 and 120 years ago.');
      }
      const data = await db.transaction((tx) => updatePersonalInformation(tx, request.params.id, request.body));
      const body: GatewayEnvelope<PersonalInformation> = { data, message: 'Personal information saved.' };
      return body;
    },
  );

  app.put<{ Body: UpdateAddressRequest }>(
    '/users/address',
    {
      schema: { body: addressSchema, response: { 200: ok('PersonalInformation') } },
      config: { policy: profileRoute(scoped), openapi: { summary: "Saves the caller's postal address (city in state in country); answers the updated personal information." } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await db.transaction((tx) => updateAddress(tx, auth.user_id, request.body));
      const body: GatewayEnvelope<PersonalInformation> = { data, message: 'Address saved.' };
      return body;
    },
  );

  app.post(
    '/users/profile-picture',
    {
      schema: { response: { 200: ok('ProfilePictureResult') } },
      config: { ownBody: 'multipart', policy: profileRoute(scoped), openapi: { summary: "Uploads the caller's profile picture (multipart `file`: jpeg, png or webp, at most 5 MB)." } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const upload = await readCheckedUpload(request, PICTURE_TYPES, PICTURE_MAX_BYTES, 'profile picture');
      const relative = `avatars/${auth.user_id}-${randomStem()}.${upload.ext}`;
      const previous = await db.transaction(async (tx) => {
        const before = await replaceAvatar(tx, auth.user_id, relative);
        // Written inside the transaction: a failed write rolls the row back; nothing half-stored.
        await writeHubFile(config.dataDir, relative, upload.content);
        return before;
      });
      if (previous && previous.startsWith(`avatars/${auth.user_id}-`)) await deleteHubFile(config.dataDir, previous);
      const body: GatewayEnvelope<ProfilePictureResult> = { data: { avatar_url: relative }, message: 'Profile picture updated.' };
      return body;
    },
  );

  app.put(
    '/users/profile-picture',
    {
      schema: { response: { 200: ok('ProfilePictureResult') } },
      config: { policy: profileRoute(scoped), openapi: { summary: "Removes the caller's profile picture (back to the default image)." } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const previous = await db.transaction((tx) => replaceAvatar(tx, auth.user_id, ''));
      if (previous.startsWith(`avatars/${auth.user_id}-`)) await deleteHubFile(config.dataDir, previous);
      const body: GatewayEnvelope<ProfilePictureResult> = { data: { avatar_url: '' }, message: 'Profile picture removed.' };
      return body;
    },
  );

  app.put<{ Params: { id: number } }>(
    '/users/:id/request-license',
    {
      schema: { params: ID_PARAMS, response: { 200: ok('LicenseRequestResult'), ...errorResponses(409) } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: 'Asks the back office for a licence (an unlicensed agent; idempotent).' } },
    },
    async (request) => {
      const data = await requestLicense(db, request.params.id);
      if (!data) throw new HttpError(409, 'You are already licensed: there is nothing to request.');
      const body: GatewayEnvelope<LicenseRequestResult> = {
        data,
        message: 'License requested. We will contact you soon.',
      };
      return body;
    },
  );
};
