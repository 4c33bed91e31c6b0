import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerAuthHook } from '../auth/bearer.js';
import { csrfHook } from '../auth/csrf.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../errors.js';
import { installPolicies } from '../policy/enforce.js';
import { withDefaultErrors } from '../contract/defaults.js';
import { recurringRoutes } from './integration/recurring.js';
import { searchRoutes } from './integration/search.js';
import { usersRoutes } from './integration/users.js';
import { usersProfileRoutes } from './integration/users-profile.js';
import { locationRoutes } from './integration/location.js';
import { documentsRoutes } from './integration/documents.js';
import { bankAccountRoutes } from './integration/bank-account.js';
import { paymentCardRoutes } from './integration/payment-card.js';
import { ssoSignInRoutes } from './sso/sign-in.js';
import { paymentRoutes } from './integration/payment.js';
import { commissionsRoutes } from './integration/commissions.js';
import { statementRoutes } from './integration/statement.js';
import { ssoActivitiesRoutes } from './sso/activities.js';
import { ssoPasswordRoutes } from './sso/password.js';
import { ssoSecurityRoutes } from './sso/security.js';
import { notificationRoutes } from './intercom/notifications.js';
import { teamV1Routes, teamV2Routes } from './integration/team.js';
import { promotionRoutes } from './integration/promotion.js';
import { clientsRoutes } from './integration/clients.js';
import { formsRoutes } from './integration/forms.js';
import { complianceRoutes } from './integration/compliance.js';
import { supportRoutes } from './integration/support.js';
import { dayRoutes } from './integration/day.js';

const DECIMAL = /^[0-9]+$/;

/**
 * A path parameter that the route's schema declares an integer must be written in decimal
 * digits (issue #26): the schema's coercion would read `0x0c` as 12, `1e1` as 10.
 * @throws {@link HttpError} 400 otherwise.
 */
function decimalPathIds(request: FastifyRequest): void {
  const properties = (request.routeOptions.schema?.params as { properties?: Record<string, { type?: unknown }> } | undefined)
    ?.properties;
  if (!properties) return;
  const params = request.params as Record<string, string>;
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'integer' && params[name] !== undefined && !DECIMAL.test(params[name]!)) {
      throw new HttpError(400, `Invalid request: "${name}" must be a positive whole number in decimal digits.`);
    }
  }
}

/**
 * All gateway routes, `/{service}/{version}{path}` (spec §7). Every route of
 * this context first verifies the bearer token (401), then, for non-GET
 * calls, the CSRF double submit (403), then its declared policy (issue #26,
 * src/policy: role, block, licence, ownership → 403 with a `reason`; a route
 * without a policy cannot be registered). Path ids are decimal digits only (400).
 * Every answer, errors included, carries `Cache-Control: no-store` (personal
 * data; issue #26). Unknown paths fall to the app's not-found handler (JSON 404).
 */
export const gatewayRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  app.addHook('onRequest', bearerAuthHook(context.db, context.jwtKey));
  app.addHook('onRequest', csrfHook);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('preValidation', async (request) => decimalPathIds(request));
  // Every status a route can answer is in its schema: the OpenAPI document's and the serializer's (issue #31).
  app.addHook('onRoute', withDefaultErrors);
  installPolicies(app, context.db);
  await app.register(usersRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(recurringRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(usersProfileRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(locationRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(documentsRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(bankAccountRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(paymentCardRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(searchRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(ssoSignInRoutes, { ...context, prefix: '/sso/v1' });
  await app.register(paymentRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(commissionsRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(statementRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(ssoSecurityRoutes, { ...context, prefix: '/sso/v1' });
  await app.register(ssoPasswordRoutes, { ...context, prefix: '/sso/v1' });
  await app.register(ssoActivitiesRoutes, { ...context, prefix: '/sso/v1' });
  await app.register(notificationRoutes, { ...context, prefix: '/intercom/v1' });
  await app.register(teamV1Routes, { ...context, prefix: '/integration/v1' });
  await app.register(teamV2Routes, { ...context, prefix: '/integration/v2' });
  await app.register(promotionRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(clientsRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(formsRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(complianceRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(supportRoutes, { ...context, prefix: '/integration/v1' });
  await app.register(dayRoutes, { ...context, prefix: '/integration/v1' });
};
