/** What an example request may fill its path and query with: the signed-in demo agent's ids. */
export interface ExampleContext {
  /** Ava's user id. */
  userId: number;
  /** Ava's hierarchy code, e.g. `AG-000004`. */
  code: string;
  /** The id of the United States in the location data. */
  usId: number;
  /** The id of California. */
  californiaId: number;
}

/**
 * The reads of spec §7 whose answers are the document's examples (issue #31 item 2: "examples from
 * the seed"), as Ava (a licensed contractor with a downline) sees them in the seeded sandbox: the
 * operation's key (`GET /integration/v1/users/{}`, see `callKey`) → the URL to call.
 */
export const EXAMPLE_CALLS: Readonly<Record<string, (c: ExampleContext) => string>> = {
  'GET /integration/v1/location/countries': () => '/integration/v1/location/countries',
  'GET /integration/v1/location/countries/{}/states': (c) => `/integration/v1/location/countries/${c.usId}/states`,
  'GET /integration/v1/location/states/{}/cities': (c) => `/integration/v1/location/states/${c.californiaId}/cities`,
  'GET /integration/v1/forms': () => '/integration/v1/forms?category=COMPLIANCE_FORMS&limit=2',
  'GET /integration/v1/forms/compliance-forms': () => '/integration/v1/forms/compliance-forms',
  'GET /integration/v1/agent-bank-account': () => '/integration/v1/agent-bank-account',
  'GET /integration/v1/agent-payment-card': () => '/integration/v1/agent-payment-card',
  'GET /integration/v1/payment/settings/chargeable/{}': (c) => `/integration/v1/payment/settings/chargeable/${c.userId}`,
  'GET /integration/v1/payment/charge-recurring': (c) => `/integration/v1/payment/charge-recurring?user_id=${c.userId}`,
  'GET /integration/v1/payment': () => '/integration/v1/payment?limit=2',
  'GET /integration/v1/recurring/invoices': (c) => `/integration/v1/recurring/invoices?user_id=${c.userId}&limit=2`,
  'GET /integration/v1/payment/charge-recurring-taxes': () => '/integration/v1/payment/charge-recurring-taxes',
  'GET /integration/v1/hierarchy/{}': (c) => `/integration/v1/hierarchy/${c.code}`,
  'GET /integration/v2/hierarchy/{}/team': (c) => `/integration/v2/hierarchy/${c.code}/team?limit=2`,
  'GET /integration/v2/hierarchy': (c) => `/integration/v2/hierarchy?code=${c.code}&preview=UPLINE`,
  'GET /integration/v1/promotion/validate/{}': (c) => `/integration/v1/promotion/validate/${c.code}`,
  'GET /integration/v1/promotion': () => '/integration/v1/promotion?limit=2',
  'GET /integration/v1/users/{}/essential-documents': (c) => `/integration/v1/users/${c.userId}/essential-documents`,
  'GET /integration/v1/commissions/earnings': () => '/integration/v1/commissions/earnings',
  'GET /integration/v1/commissions/report': () => '/integration/v1/commissions/report?limit=2',
  'GET /integration/v1/commissions/report/possible-filters': () => '/integration/v1/commissions/report/possible-filters',
  'GET /integration/v1/bonus': () => '/integration/v1/bonus?limit=2',
  'GET /integration/v1/announcements/get-announcments': () => '/integration/v1/announcements/get-announcments?page=1&limit=2',
  'GET /integration/v1/users/{}': (c) => `/integration/v1/users/${c.userId}`,
  'GET /integration/v1/users/{}/upline-telemetry': (c) => `/integration/v1/users/${c.userId}/upline-telemetry`,
  'GET /integration/v1/users/{}/reminders': (c) => `/integration/v1/users/${c.userId}/reminders`,
  'GET /integration/v1/users/{}/progress-tracker': (c) => `/integration/v1/users/${c.userId}/progress-tracker`,
  'GET /integration/v1/analytics/search': () => '/integration/v1/analytics/search?search=rossi&limit=2',
  'GET /sso/v1/sign-up-security': () => '/sso/v1/sign-up-security',
  'GET /sso/v1/sign-in/activities': () => '/sso/v1/sign-in/activities?page=1&limit=2',
  'GET /intercom/v1/notifications/notify-me': () => '/intercom/v1/notifications/notify-me?page=1&limit=2',
};
