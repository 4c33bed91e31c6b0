/**
 * The gateway calls spec §7 lists (issue #31), as `METHOD /{service}/{version}{path}` with path
 * parameters written `{}`: the OpenAPI document marks each operation `x-spec: "§7"` when it is one
 * of these and `x-spec: "addition"` otherwise (the calls this project added: clients, support
 * tickets, FAQ, compliance, statements, payouts, the day's summary…), and a test checks that every
 * one of them is in the document. The two intercom calls whose paths §7 does not show (mark one
 * notification seen, mark all seen) are the last two.
 */
export const SPEC_CALLS = [
  'GET /integration/v1/location/countries',
  'GET /integration/v1/location/countries/{}/states',
  'GET /integration/v1/location/states/{}/cities',
  'GET /integration/v1/forms',
  'GET /integration/v1/forms/compliance-forms',
  'GET /integration/v1/agent-bank-account',
  'POST /integration/v1/agent-bank-account',
  'PUT /integration/v1/agent-bank-account',
  'GET /integration/v1/agent-payment-card',
  'POST /integration/v1/agent-payment-card',
  'PUT /integration/v1/agent-payment-card',
  'GET /integration/v1/payment/settings/chargeable/{}',
  'GET /integration/v1/payment/charge-recurring',
  'GET /integration/v1/payment',
  'GET /integration/v1/recurring/invoices',
  'GET /integration/v1/payment/charge-recurring-taxes',
  'POST /integration/v1/payment/braintree/pay',
  'POST /integration/v1/contact-us',
  'GET /integration/v1/hierarchy/{}',
  'GET /integration/v2/hierarchy/{}/team',
  'GET /integration/v2/hierarchy',
  'GET /integration/v1/promotion/validate/{}',
  'POST /integration/v1/promotion/generate',
  'POST /integration/v1/promotion/approve',
  'GET /integration/v1/promotion',
  'POST /integration/v1/users/upload-essential-documents',
  'DELETE /integration/v1/users/archive-essential-documents/{}',
  'GET /integration/v1/users/{}/essential-documents',
  'GET /integration/v1/commissions/earnings',
  'GET /integration/v1/commissions/report',
  'GET /integration/v1/commissions/report/possible-filters',
  'GET /integration/v1/bonus',
  'GET /integration/v1/announcements/get-announcments',
  'GET /integration/v1/users/{}',
  'GET /integration/v1/users/{}/upline-telemetry',
  'GET /integration/v1/users/{}/reminders',
  'GET /integration/v1/users/{}/progress-tracker',
  'PUT /integration/v1/users/address',
  'POST /integration/v1/users/profile-picture',
  'PUT /integration/v1/users/profile-picture',
  'PUT /integration/v1/users/{}/request-license',
  'PUT /integration/v1/users/{}/request-essential-documents-update',
  'PUT /integration/v1/users/{}/update-personal-information',
  'GET /integration/v1/analytics/search',
  'PUT /sso/v1/sign-up-security/change-identity-security-question',
  'GET /sso/v1/sign-up-security',
  'GET /sso/v1/sign-in/activities',
  'PUT /sso/v1/password/change',
  'POST /sso/v1/sign-in/stay-connected',
  'GET /intercom/v1/notifications/notify-me',
] as const;

/** `GET /integration/v1/users/{id}` → `GET /integration/v1/users/{}`: the key of {@link SPEC_CALLS}. */
export function callKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\{[^}]*\}|:[A-Za-z_]+/g, '{}')}`;
}

/**
 * The operations of an OpenAPI document keyed by {@link callKey} (issue #31): its `paths` (each URL,
 * e.g. `/integration/v1/users/{id}`, → its operations by lower-case method: `get`, `put`…) as one
 * map from `"GET /integration/v1/users/{}"` to that operation object, in the document's order — the
 * same key as {@link SPEC_CALLS}, the examples (`examples.ts`) and `callKey(route.method, route.url)`
 * of a registered route.
 * @param document - an OpenAPI document, or any object with its `paths` (none: an empty map); every
 *   key of a path item is taken as a method, as `@fastify/swagger` writes nothing else there.
 * @returns the operations as the document holds them (not copies: a change to one is a change to
 *   the document).
 */
export function operationsByKey<Operation>(document: { paths?: Record<string, Record<string, Operation>> }): Map<string, Operation> {
  return new Map(
    Object.entries(document.paths ?? {}).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [callKey(method, url), operation]),
    ),
  );
}
