/**
 * `@agent-portal/api-client`: the RTK Query client of the Agent Portal API gateway
 * (ARCHITECTURE §3, spec §7, §8). Everything public is exported here by name.
 * @packageDocumentation
 */
export { configureGateway, getGatewayOptions } from './gatewayConfig';
export type {
  GatewayOptions,
  GatewayErrorInfo,
  GatewayErrorStatus,
  ResolvedGatewayOptions,
} from './gatewayConfig';
export { gatewayBaseQuery, buildGatewayUrl, RELOAD_GUARD_STORAGE_KEY } from './gatewayBaseQuery';
export type { GatewayRequest, GatewayError, GatewayMethod } from './gatewayBaseQuery';
export { gatewayApi, GATEWAY_TAG_TYPES } from './gatewayApi';
export type { GatewayApiState, GatewayRootState, GatewayTagType } from './gatewayApi';
export { selectForegroundRequestPending, markBackgroundEndpoint, isBackgroundEndpoint } from './loader';
export { configureStorage, hubFileUrl, publicFileUrl } from './storage';
export type { StorageOptions } from './storage';
export { usersApi, useGetProfileQuery } from './endpoints/users';
export { recurringApi, useListRecurringInvoicesQuery } from './endpoints/recurring';
export { sessionApi, useStayConnectedMutation } from './endpoints/session';
export { searchApi, useSearchEverythingQuery, useLazySearchEverythingQuery, SEARCH_CACHE_S } from './endpoints/search';
export {
  paymentApi,
  useGetChargeableSettingsQuery,
  useGetRecurringChargeQuery,
  useGetRecurringChargeTaxesQuery,
  useListPaymentsQuery,
  usePayRecurringChargeMutation,
} from './endpoints/payment';
export type { PayRecurringChargeArgs } from './endpoints/payment';
export {
  earningsApi,
  useGetCommissionReportQuery,
  useGetCommissionPossibleFiltersQuery,
  useGetEarningsQuery,
  useListBonusesQuery,
  useListPayoutsQuery,
} from './endpoints/earnings';
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
} from './endpoints/team';
export type { ListTeamArgs, DownlinePreviewArgs } from './endpoints/team';
export {
  accountSecurityApi,
  useGetSignUpSecurityQuery,
  useChangeSecurityQuestionMutation,
  useChangePasswordMutation,
  useListSignInActivitiesQuery,
} from './endpoints/accountSecurity';
export {
  notificationsApi,
  useListNotificationsQuery,
  useMarkNotificationSeenMutation,
  useMarkAllNotificationsSeenMutation,
  applyNotifyMePush,
  invalidateNotifications,
  LATEST_NOTIFICATIONS_ARGS,
  LATEST_NOTIFICATIONS_LIMIT,
} from './endpoints/notifications';
export { SOCKET_EVENTS } from './types/index.js';
export { profileApi, useGetPersonalInformationQuery, useUpdatePersonalInformationMutation, useUpdateAddressMutation, useRemoveProfilePictureMutation, useRequestLicenseMutation } from './endpoints/profile';
export type { UpdatePersonalInformationArgs } from './endpoints/profile';
export { locationApi, useListCountriesQuery, useListStatesQuery, useListCitiesQuery } from './endpoints/location';
export { documentsApi, useListEssentialDocumentsQuery, useArchiveEssentialDocumentMutation, useRequestDocumentsUpdateMutation } from './endpoints/documents';
export { bankAccountApi, useGetBankAccountQuery, useAddBankAccountMutation, useRemoveBankAccountMutation } from './endpoints/bankAccount';
export { paymentCardApi, useGetPaymentCardQuery, useAddPaymentCardMutation, useRemovePaymentCardMutation } from './endpoints/paymentCard';
export { ESSENTIAL_DOCUMENT_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES } from './types/index.js';
export type {
  GatewayEnvelope,
  GatewayErrorBody,
  GatewayService,
  GatewayVersion,
  SessionTokenPayload,
  StayConnectedRequest,
  StayConnectedResponse,
  UserProfile,
  SubscriptionType,
  RecurringInvoiceStatus,
  RecurringInvoice,
  ListRecurringInvoicesParams,
  PortalRuntimeConfig,
  BillingInterval,
  ChargeableSubscription,
  ChargeableSettings,
  RecurringCharge,
  RecurringTaxLine,
  RecurringChargeTaxes,
  PaymentStatus,
  Payment,
  ListPaymentsParams,
  PaymentPage,
  PayRecurringRequest,
  PayRecurringResult,
  SecurityQuestion,
  SignUpSecurity,
  ChangeSecurityQuestionRequest,
  ChangePasswordRequest,
  SignInActivity,
  ListSignInActivitiesParams,
  SignInActivityPage,
  NotificationReference,
  Notification,
  ListNotificationsParams,
  NotificationPage,
  MarkNotificationsSeenResult,
  NotifyMePush,
  SocketHandshake,
  SocketHandshakeAck,
  SocketWelcome,
  MarkAsSeenEvent,
  AutoSessionLogout,
  UserAddress,
  PersonalInformation,
  UpdatePersonalInformationRequest,
  UpdateAddressRequest,
  ProfilePictureResult,
  LicenseRequestResult,
  Country,
  CountryState,
  City,
  EssentialDocumentMimeType,
  EssentialDocument,
  DocumentsUpdateRequestResult,
  BankAccountType,
  AgentBankAccount,
  CreateBankAccountRequest,
  AgentPaymentCard,
  CreatePaymentCardRequest,
  CardTokenizeRequest,
  CardTokenizeResult,
  FormCategory,
  TicketStatus,
  SearchClientPolicy,
  SearchClient,
  SearchForm,
  SearchTicket,
  SearchResult,
  SearchParams,
  Bonus,
  BonusPage,
  BonusParams,
  BonusStatus,
  BonusType,
  Commission,
  CommissionKind,
  CommissionPossibleFilters,
  CommissionReport,
  CommissionReportParams,
  CommissionSort,
  CommissionSortColumn,
  CommissionStatus,
  CommissionTotals,
  Earnings,
  EarningsCycle,
  EarningsParams,
  FilterOption,
  Payout,
  PayoutPage,
  PayoutParams,
  PayoutStatus,
  RankCode,
  AgentStatus,
  AgentProblem,
  AgentCard,
  DownlineAgent,
  HierarchyRelation,
  HierarchyAgent,
  TeamSortColumn,
  TeamSort,
  TeamParams,
  TeamMember,
  TeamPage,
  HierarchyPreview,
  DownlinePreviewParams,
  UplinePreviewParams,
  HierarchyNode,
  DownlinePreviewPage,
  UplineChain,
  TelemetryLevel,
  UplineTelemetry,
  PromotionRequirementKey,
  PromotionRequirement,
  PromotionStatus,
  PromotionValidation,
  PromotionPerson,
  PromotionRequest,
  PromotionScope,
  ListPromotionsParams,
  PromotionPage,
  GeneratePromotionRequest,
  PromotionNotEligibleBody,
  DecidePromotionRequest,
} from './types/index.js';
