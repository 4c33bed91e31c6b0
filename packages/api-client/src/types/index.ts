export type { GatewayEnvelope, GatewayErrorBody, GatewayErrorReason, GatewayService, GatewayVersion } from './envelope.js';
export type { SessionTokenPayload, StayConnectedRequest, StayConnectedResponse, LogoutResponse } from './session.js';
export { LOGOUT_PATH } from './session.js';
export type { UserProfile } from './users.js';
export type {
  SubscriptionType,
  RecurringInvoiceStatus,
  RecurringInvoice,
  ListRecurringInvoicesParams,
} from './recurring.js';
export type { PortalRuntimeConfig } from './config.js';
export type {
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
} from './payment.js';
export type { RecurringChargeParams, RecurringChargeTaxesParams } from './payment.js';
export type {
  SecurityQuestion,
  SecurityQuestionChoice,
  SignUpSecurity,
  ChangeSecurityQuestionRequest,
  ChangePasswordRequest,
  SignInActivity,
  ListSignInActivitiesParams,
  SignInActivityPage,
} from './accountSecurity.js';
export type {
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
} from './notifications.js';
export { SOCKET_EVENTS, AUTO_LOGOUT_CAUSES } from './notifications.js';
export type {
  UserAddress,
  PersonalInformation,
  UpdatePersonalInformationRequest,
  UpdateAddressRequest,
  ProfilePictureResult,
  LicenseRequestResult,
} from './profile.js';
export type { Country, CountryState, City } from './location.js';
export type { EssentialDocumentMimeType, EssentialDocument, DocumentsUpdateRequestResult } from './documents.js';
export { ESSENTIAL_DOCUMENT_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES } from './documents.js';
export type { BankAccountType, AgentBankAccount, CreateBankAccountRequest } from './bankAccount.js';
export type { AgentPaymentCard, CardBrand, CreatePaymentCardRequest, CardTokenizeRequest, CardTokenizeResult } from './paymentCard.js';
export type {
  FormCategory,
  TicketStatus,
  SearchClientPolicy,
  SearchClient,
  SearchForm,
  SearchTicket,
  SearchResult,
  SearchParams,
} from './search.js';
export type {
  CommissionKind,
  CommissionStatus,
  BonusType,
  BonusStatus,
  PayoutStatus,
  CommissionSortColumn,
  CommissionSort,
  Commission,
  CommissionReportParams,
  CommissionTotals,
  CommissionReport,
  FilterOption,
  CommissionPossibleFilters,
  EarningsParams,
  EarningsCycle,
  Earnings,
  Bonus,
  BonusParams,
  BonusPage,
  Payout,
  PayoutParams,
  PayoutPage,
} from './commissions.js';
export type { StatementFormat, StatementParams } from './commissions.js';
export type {
  RankCode,
  AgentStatus,
  AgentProblem,
  AgentCard,
  AgentWatchDetails,
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
} from './team.js';
export type {
  PolicyStatus,
  PremiumMode,
  ClientSortColumn,
  ClientSort,
  ClientListParams,
  ClientSummary,
  ClientPage,
  ClientAddress,
  ClientPolicy,
  ClientDetail,
  ClientPossibleFilters,
} from './clients.js';
export type {
  FormAttachment,
  FormItem,
  FormSortColumn,
  FormSort,
  FormListParams,
  FormTagCount,
  FormPage,
  ComplianceFormGroup,
} from './forms.js';
export type { ComplianceCheckKey, ComplianceCheckStatus, ComplianceCheck, ComplianceState } from './compliance.js';
export { COMPLIANCE_EXPIRY_WARNING_DAYS } from './compliance.js';
export type {
  TicketCategory,
  TicketPriority,
  TicketSummary,
  TicketAttachment,
  TicketAuthor,
  TicketReply,
  TicketStatusChange,
  TicketDetail,
  TicketSortColumn,
  TicketSort,
  TicketListParams,
  TicketPage,
  CreateTicketFields,
  UpdateTicketRequest,
  TicketReplyRequest,
  FaqQuestion,
  FaqCategory,
  FaqParams,
  Faq,
  ContactTopic,
  ContactUsRequest,
  ContactUsReceipt,
} from './support.js';
export {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_ATTACHMENT_LIMITS,
  TICKET_TEXT_LIMITS,
  CONTACT_TOPICS,
} from './support.js';
export type { Announcement, AnnouncementListParams, AnnouncementPage } from './announcements.js';
export type {
  ReminderType,
  ReminderSeverity,
  Reminder,
  Reminders,
  OnboardingStepKey,
  OnboardingStep,
  ProgressTracker,
} from './reminders.js';

// The contract's value lists (issue #30): every enum of the wire as an `as const` array, its type derived.
export { BANK_ACCOUNT_TYPES } from './bankAccount.js';
export { POLICY_STATUSES, PREMIUM_MODES, CLIENT_SORT_COLUMNS } from './clients.js';
export { COMMISSION_KINDS, COMMISSION_STATUSES, BONUS_TYPES, BONUS_STATUSES, PAYOUT_STATUSES, COMMISSION_SORT_COLUMNS } from './commissions.js';
export { STATEMENT_FORMATS } from './commissions.js';
export { COMPLIANCE_CHECK_KEYS, COMPLIANCE_CHECK_STATUSES } from './compliance.js';
export { ESSENTIAL_DOCUMENT_MIME_TYPES } from './documents.js';
export { GATEWAY_ERROR_REASONS } from './envelope.js';
export { FORM_SORT_COLUMNS } from './forms.js';
export { BILLING_INTERVALS, PAYMENT_STATUSES } from './payment.js';
export { CARD_BRANDS, CARD_BRAND_NAMES, cardBrandName } from './paymentCard.js';
export { SUBSCRIPTION_TYPES, RECURRING_INVOICE_STATUSES } from './recurring.js';
export { REMINDER_TYPES, REMINDER_SEVERITIES, ONBOARDING_STEP_KEYS } from './reminders.js';
export { FORM_CATEGORIES } from './search.js';
export { TICKET_AUTHORS, TICKET_SORT_COLUMNS } from './support.js';
export { RANKS, AGENT_STATUSES, AGENT_PROBLEMS, HIERARCHY_RELATIONS, TEAM_SORT_COLUMNS, PROMOTION_REQUIREMENT_KEYS, PROMOTION_STATUSES, PROMOTION_SCOPES } from './team.js';
