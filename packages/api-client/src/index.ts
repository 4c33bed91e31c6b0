/**
 * `@agent-portal/api-client`: the RTK Query client of the Agent Portal API gateway
 * (ARCHITECTURE §3, spec §7, §8). Everything public is exported here by name; the wire's
 * types and value lists are exported once, from `@agent-portal/api-client/wire` (issue #30).
 * @packageDocumentation
 */
export { configureGateway, getGatewayOptions } from './gatewayConfig.js';
export type {
  GatewayOptions,
  GatewayErrorInfo,
  GatewayErrorStatus,
  GatewayMessageSource,
  ResolvedGatewayOptions,
} from './gatewayConfig.js';
export { gatewayBaseQuery, gatewayErrorReason, buildGatewayUrl, RELOAD_GUARD_STORAGE_KEY } from './gatewayBaseQuery.js';
export type { GatewayRequest, GatewayError, GatewayMethod } from './gatewayBaseQuery.js';
export { gatewayApi, GATEWAY_TAG_TYPES } from './gatewayApi.js';
export type { GatewayApiState, GatewayDispatch, GatewayRootState, GatewayTagType } from './gatewayApi.js';
export { selectForegroundRequestPending, markBackgroundEndpoint, isBackgroundEndpoint } from './loader.js';
export { configureStorage, hubFileUrl, publicFileUrl } from './storage.js';
export { uploadWithProgress, fetchGatewayBlob } from './upload.js';
export {
  isEmptyEarnings,
  earningsCycleOf,
  payCycleDaysElapsed,
  earningsComparison,
  sameDaysEarningsParams,
  openingEarningsCycle,
} from './earnings.js';
export type { EarningsCycleRange, EarningsComparison, OpeningEarningsCycle } from './earnings.js';
export type { UploadOptions, UploadFilePart } from './upload.js';
export {
  supportApi,
  useListTicketsQuery,
  useGetTicketQuery,
  useUpdateTicketMutation,
  useReplyToTicketMutation,
  useCloseTicketMutation,
  useGetFaqQuery,
  useContactUsMutation,
} from './endpoints/support.js';
export type { UpdateTicketArgs, ReplyToTicketArgs } from './endpoints/support.js';
export { announcementsApi, useListAnnouncementsQuery } from './endpoints/announcements.js';
export { remindersApi, useGetRemindersQuery, useGetProgressTrackerQuery } from './endpoints/reminders.js';
export type { StorageOptions } from './storage.js';
export { usersApi, useGetProfileQuery } from './endpoints/users.js';
export { recurringApi, useListRecurringInvoicesQuery } from './endpoints/recurring.js';
export { sessionApi, useStayConnectedMutation, useEndSessionMutation } from './endpoints/session.js';
export { endGatewaySession, END_SESSION_TIMEOUT_MS } from './endSession.js';
export type { EndSessionOptions } from './endSession.js';
export { searchApi, useSearchEverythingQuery, useLazySearchEverythingQuery, SEARCH_CACHE_S } from './endpoints/search.js';
export {
  paymentApi,
  useGetChargeableSettingsQuery,
  useGetRecurringChargeQuery,
  useGetRecurringChargeTaxesQuery,
  useListPaymentsQuery,
  usePayRecurringChargeMutation,
} from './endpoints/payment.js';
export type { PayRecurringChargeArgs } from './endpoints/payment.js';
export {
  earningsApi,
  useGetCommissionReportQuery,
  useGetCommissionPossibleFiltersQuery,
  useGetEarningsQuery,
  useListBonusesQuery,
  useListPayoutsQuery,
} from './endpoints/earnings.js';
export {
  teamApi,
  useGetHierarchyAgentQuery,
  useListTeamQuery,
  useGetDownlinePreviewQuery,
  useLazyGetDownlinePreviewQuery,
  useGetUplineChainQuery,
  useGetUplineTelemetryQuery,
  useValidatePromotionQuery,
  useListPromotionsQuery,
  useGeneratePromotionMutation,
  useDecidePromotionMutation,
} from './endpoints/team.js';
export type { ListTeamArgs, DownlinePreviewArgs } from './endpoints/team.js';
export {
  clientsApi,
  useListClientsQuery,
  useGetClientQuery,
  useGetClientPossibleFiltersQuery,
} from './endpoints/clients.js';
export {
  formsApi,
  useListFormsQuery,
  useLazyListFormsQuery,
  useListComplianceFormsQuery,
  useGetComplianceStateQuery,
} from './endpoints/forms.js';
export {
  accountSecurityApi,
  useGetSignUpSecurityQuery,
  useChangeSecurityQuestionMutation,
  useChangePasswordMutation,
  useListSignInActivitiesQuery,
} from './endpoints/accountSecurity.js';
export {
  notificationsApi,
  useListNotificationsQuery,
  useMarkNotificationSeenMutation,
  useMarkAllNotificationsSeenMutation,
  applyNotifyMePush,
  invalidateNotifications,
  LATEST_NOTIFICATIONS_ARGS,
  LATEST_NOTIFICATIONS_LIMIT,
} from './endpoints/notifications.js';
export { profileApi, useGetPersonalInformationQuery, useUpdatePersonalInformationMutation, useUpdateAddressMutation, useRemoveProfilePictureMutation, useRequestLicenseMutation } from './endpoints/profile.js';
export type { UpdatePersonalInformationArgs } from './endpoints/profile.js';
export { locationApi, useListCountriesQuery, useListStatesQuery, useListCitiesQuery } from './endpoints/location.js';
export { documentsApi, useListEssentialDocumentsQuery, useArchiveEssentialDocumentMutation, useRequestDocumentsUpdateMutation } from './endpoints/documents.js';
export { bankAccountApi, useGetBankAccountQuery, useAddBankAccountMutation, useRemoveBankAccountMutation } from './endpoints/bankAccount.js';
export { paymentCardApi, useGetPaymentCardQuery, useAddPaymentCardMutation, useRemovePaymentCardMutation } from './endpoints/paymentCard.js';
