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

/** The routes of §2 with a parameter: `paths` has a builder for each instead of its pattern. */
const PARAMETERISED: readonly RouteName[] = ['clientDetail', 'ticket'] satisfies Exclude<RouteName, StaticRouteName>[];

/** A route of §2 without a parameter: every {@link RouteName} but `clientDetail` and `ticket`. */
export type StaticRouteName = Exclude<RouteName, 'clientDetail' | 'ticket'>;

const segment = (id: number | string) => encodeURIComponent(String(id));

const isStatic = (name: RouteName): name is StaticRouteName => !PARAMETERISED.includes(name);

/** Every static route of {@link routePaths} as its path, built from it (a new route in `routePaths` is a link at once). */
const staticPaths = Object.fromEntries(
  (Object.keys(routePaths) as RouteName[]).filter(isStatic).map((name) => [name, routePaths[name]]),
) as { readonly [K in StaticRouteName]: (typeof routePaths)[K] };

/**
 * Links to the pages of §2: every static route of {@link routePaths} as its absolute path (derived
 * from it), and builders for the routes with a parameter. An id is URL-encoded into its segment.
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
  ...staticPaths,
  clientDetail: (id) => routePaths.clientDetail.replace(':id', segment(id)),
  ticket: (id) => routePaths.ticket.replace(':id', segment(id)),
  recurringTransactions: `${routePaths.myProfile}#recurring-transactions` as const,
};
