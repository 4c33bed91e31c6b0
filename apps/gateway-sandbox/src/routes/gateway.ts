import type { FastifyPluginAsync } from 'fastify';
import { bearerAuthHook } from '../auth/bearer.js';
import { csrfHook } from '../auth/csrf.js';
import type { AppContext } from '../context.js';
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

/** The gateway's services (spec §7); a URL under one of these is never the SPA. */
export const GATEWAY_SERVICES = ['integration', 'sso', 'intercom'] as const;

/**
 * All gateway routes, `/{service}/{version}{path}` (spec §7). Every route of
 * this context first verifies the bearer token (401), then, for non-GET
 * calls, the CSRF double submit (403). Unknown paths fall to the app's
 * not-found handler (JSON 404).
 */
export const gatewayRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  app.addHook('onRequest', bearerAuthHook(context.db, context.jwtKey));
  app.addHook('onRequest', csrfHook);
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
