import { gatewayApi } from '../gatewayApi.js';
import type {
  GatewayEnvelope,
  LicenseRequestResult,
  PersonalInformation,
  ProfilePictureResult,
  UpdateAddressRequest,
  UpdatePersonalInformationRequest,
} from '../types/index.js';

/** Arguments of `updatePersonalInformation`. */
export interface UpdatePersonalInformationArgs {
  /** The caller's user id. */
  id: number;
  body: UpdatePersonalInformationRequest;
}

const profileTags = (id: number) => [
  { type: 'Profile' as const, id },
  { type: 'Profile' as const, id: `INFO-${id}` },
  // The onboarding steps and the licence/document reminders follow the profile (issue #12).
  { type: 'Progress' as const, id: 'MINE' },
  { type: 'Reminder' as const, id: 'MINE' },
];

/**
 * My-profile endpoints (integration v1 `users`, §7; issue #4). Mutations are `silent`
 * (the forms show the server message); they invalidate the profile (`Profile`/id, so the
 * shell's avatar and name refresh) and the personal information (`Profile`/`INFO-id`).
 * Profile picture uploads go through an XHR uploader for progress, then invalidate the same tags.
 */
export const profileApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /users/{id}/personal-information` → {@link PersonalInformation}. Own id only (403). Tag `Profile`/`INFO-id`. */
    getPersonalInformation: build.query<PersonalInformation, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/users/${encodeURIComponent(String(id))}/personal-information` }),
      providesTags: (_result, _error, id) => [{ type: 'Profile', id: `INFO-${id}` }],
    }),
    /** `PUT /users/{id}/update-personal-information` → the updated {@link PersonalInformation}. 400 with a message on bad input. */
    updatePersonalInformation: build.mutation<GatewayEnvelope<PersonalInformation>, UpdatePersonalInformationArgs>({
      query: ({ id, body }) => ({
        service: 'integration',
        version: 'v1',
        path: `/users/${encodeURIComponent(String(id))}/update-personal-information`,
        method: 'PUT',
        body,
        silent: true,
      }),
      invalidatesTags: (result, _error, { id }) => (result ? profileTags(id) : []),
    }),
    /** `PUT /users/address` → the updated {@link PersonalInformation} (the caller's own address). */
    updateAddress: build.mutation<GatewayEnvelope<PersonalInformation>, UpdateAddressRequest & { user_id: number }>({
      query: ({ user_id: _userId, ...body }) => ({
        service: 'integration',
        version: 'v1',
        path: '/users/address',
        method: 'PUT',
        body,
        silent: true,
      }),
      invalidatesTags: (result, _error, { user_id }) => (result ? profileTags(user_id) : []),
    }),
    /** `PUT /users/profile-picture` (no body) removes the picture → `{ avatar_url: '' }`. */
    removeProfilePicture: build.mutation<GatewayEnvelope<ProfilePictureResult>, { user_id: number }>({
      query: () => ({ service: 'integration', version: 'v1', path: '/users/profile-picture', method: 'PUT', body: {}, silent: true }),
      invalidatesTags: (result, _error, { user_id }) => (result ? profileTags(user_id) : []),
    }),
    /** `PUT /users/{id}/request-license` → `{ license_requested_at }` (idempotent; 409 when already licensed). */
    requestLicense: build.mutation<GatewayEnvelope<LicenseRequestResult>, number>({
      query: (id) => ({
        service: 'integration',
        version: 'v1',
        path: `/users/${encodeURIComponent(String(id))}/request-license`,
        method: 'PUT',
        body: {},
        silent: true,
      }),
      invalidatesTags: (result, _error, id) => (result ? profileTags(id) : []),
    }),
  }),
});

/**
 * Hooks of {@link profileApi}: `useGetPersonalInformationQuery(id)`, `useUpdatePersonalInformationMutation()`,
 * `useUpdateAddressMutation()`, `useRemoveProfilePictureMutation()`, `useRequestLicenseMutation()`.
 */
export const {
  useGetPersonalInformationQuery,
  useUpdatePersonalInformationMutation,
  useUpdateAddressMutation,
  useRemoveProfilePictureMutation,
  useRequestLicenseMutation,
} = profileApi;
