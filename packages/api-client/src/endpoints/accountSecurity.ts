import { gatewayApi } from '../gatewayApi.js';
import type {
  ChangePasswordRequest,
  ChangeSecurityQuestionRequest,
  GatewayEnvelope,
  ListSignInActivitiesParams,
  SignInActivityPage,
  SignUpSecurity,
} from '../types/index.js';

/** Account security endpoints (sso v1, spec §7; issue #4 account-setting). */
export const accountSecurityApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /sso/v1/sign-up-security` → the question list and the agent's current question. Tag `Profile`/SECURITY. */
    getSignUpSecurity: build.query<SignUpSecurity, void>({
      query: () => ({ service: 'sso', version: 'v1', path: '/sign-up-security' }),
      providesTags: [{ type: 'Profile', id: 'SECURITY' }],
    }),
    /**
     * `PUT /sso/v1/sign-up-security/change-identity-security-question` (answer stored hashed).
     * Silent: the form shows the error. Invalidates `Profile`/SECURITY.
     */
    changeSecurityQuestion: build.mutation<GatewayEnvelope<SignUpSecurity['current']>, ChangeSecurityQuestionRequest>({
      query: (body) => ({
        service: 'sso',
        version: 'v1',
        path: '/sign-up-security/change-identity-security-question',
        method: 'PUT',
        body,
        silent: true,
      }),
      invalidatesTags: (result) => (result ? [{ type: 'Profile', id: 'SECURITY' }] : []),
    }),
    /**
     * `PUT /sso/v1/password/change` → `{ message }`. Wrong current password → 400 with a
     * message (`GatewayError.message`). Silent: the form shows the error. Other sessions end.
     */
    changePassword: build.mutation<GatewayEnvelope<null>, ChangePasswordRequest>({
      query: (body) => ({ service: 'sso', version: 'v1', path: '/password/change', method: 'PUT', body, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'Session', id: 'ACTIVITIES' }] : []),
    }),
    /** `GET /sso/v1/sign-in/activities?page&limit` → `{ data: SignInActivity[], count }`, newest first. Tag `Session`/ACTIVITIES. */
    listSignInActivities: build.query<SignInActivityPage, ListSignInActivitiesParams | void>({
      query: (params) => ({
        service: 'sso',
        version: 'v1',
        path: '/sign-in/activities',
        params: { page: params?.page ?? 1, limit: params?.limit ?? 10 },
        envelope: true,
      }),
      transformResponse: (body: GatewayEnvelope<SignInActivityPage['data']>) => ({
        data: body.data,
        count: body.count ?? body.data.length,
      }),
      providesTags: [{ type: 'Session', id: 'ACTIVITIES' }],
    }),
  }),
});

/**
 * Hooks of {@link accountSecurityApi}: `useGetSignUpSecurityQuery()`, `useChangeSecurityQuestionMutation()`,
 * `useChangePasswordMutation()`, `useListSignInActivitiesQuery({ page, limit })`.
 */
export const {
  useGetSignUpSecurityQuery,
  useChangeSecurityQuestionMutation,
  useChangePasswordMutation,
  useListSignInActivitiesQuery,
} = accountSecurityApi;
