/**
 * The route patterns of spec §2, absolute, as features declare them in
 * `routes[].path` (React Router patterns: `:id` is a parameter). Features link to
 * each other through {@link paths}, never by importing each other.
 */
export const routePaths = {
  dashboard: '/dashboard',
  myClients: '/my-clients',
  clientDetail: '/my-clients/:id',
  myTeam: '/my-team',
  teamHierarchy: '/my-team/team-hierarchy',
  uplineHierarchy: '/my-team/team-hierarchy/upline',
  myProfile: '/my-profile',
  accountSetting: '/account-setting',
  promotion: '/promotion',
  recurringPayment: '/recurring-payment',
  reports: '/reports',
  reportPayments: '/reports/payments',
  reportCommissions: '/reports/commissions',
  reportBonus: '/reports/bonus',
  forms: '/forms',
  policyForms: '/forms/policy-forms',
  backOffice: '/forms/back-office',
  complianceForms: '/forms/compliance-forms',
  help: '/help',
  faq: '/help/faq',
  generateTicket: '/help/generate-ticket',
  ticket: '/help/generate-ticket/:id',
  announcements: '/help/announcements',
  businessOverview: '/business-overview',
  compliance: '/compliance',
  notification: '/notification',
  accessDenied: '/access-denied',
} as const;

/** The name of a route of §2 in {@link routePaths}. */
export type RouteName = keyof typeof routePaths;

/** A route of §2 without a parameter: every {@link RouteName} but `clientDetail` and `ticket`. */
export type StaticRouteName = Exclude<RouteName, 'clientDetail' | 'ticket'>;

const segment = (id: number | string) => encodeURIComponent(String(id));

/**
 * Links to the pages of §2: every static route as its absolute path, and builders
 * for the routes with a parameter. An id is URL-encoded into its segment.
 * @example
 * paths.myProfile                 // '/my-profile'
 * paths.clientDetail(42)          // '/my-clients/42'
 * paths.ticket(7)                 // '/help/generate-ticket/7'
 * paths.recurringTransactions     // '/my-profile#recurring-transactions' (§2, §4 blocked)
 */
export const paths: { readonly [K in StaticRouteName]: (typeof routePaths)[K] } & {
  /** `/my-clients/{id}`: a client's detail (§2, reached from search results). */
  readonly clientDetail: (id: number | string) => string;
  /** `/help/generate-ticket/{id}`: a support ticket in edit mode (§2, §4 form mode). */
  readonly ticket: (id: number | string) => string;
  /** `/my-profile#recurring-transactions`: where payment issues and blocked agents are sent (§2, §4). */
  readonly recurringTransactions: '/my-profile#recurring-transactions';
} = {
  dashboard: routePaths.dashboard,
  myClients: routePaths.myClients,
  myTeam: routePaths.myTeam,
  teamHierarchy: routePaths.teamHierarchy,
  uplineHierarchy: routePaths.uplineHierarchy,
  myProfile: routePaths.myProfile,
  accountSetting: routePaths.accountSetting,
  promotion: routePaths.promotion,
  recurringPayment: routePaths.recurringPayment,
  reports: routePaths.reports,
  reportPayments: routePaths.reportPayments,
  reportCommissions: routePaths.reportCommissions,
  reportBonus: routePaths.reportBonus,
  forms: routePaths.forms,
  policyForms: routePaths.policyForms,
  backOffice: routePaths.backOffice,
  complianceForms: routePaths.complianceForms,
  help: routePaths.help,
  faq: routePaths.faq,
  generateTicket: routePaths.generateTicket,
  announcements: routePaths.announcements,
  businessOverview: routePaths.businessOverview,
  compliance: routePaths.compliance,
  notification: routePaths.notification,
  accessDenied: routePaths.accessDenied,
  clientDetail: (id) => `/my-clients/${segment(id)}`,
  ticket: (id) => `/help/generate-ticket/${segment(id)}`,
  recurringTransactions: '/my-profile#recurring-transactions',
};
