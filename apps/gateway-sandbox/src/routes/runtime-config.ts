import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { ensureCsrfCookie } from '../auth/csrf.js';
import type { AppContext } from '../context.js';
import { publicOrigin } from '../origins.js';

/** Client id of the portal at the identity provider. */
export const PORTAL_CLIENT_ID = 'agent-portal';
/** Tenant id of the portal at the identity provider. */
export const PORTAL_TENANT_ID = 'agent-network';

/**
 * Builds the portal's runtime configuration pointing at this sandbox.
 * @param origin - the public origin, e.g. `http://localhost:4000`.
 */
export function runtimeConfig(origin: string): PortalRuntimeConfig {
  return {
    gatewayUrl: origin,
    signInUrl: `${origin}/idp/sign-in`,
    socketUrl: origin,
    hubBucketUrl: `${origin}/storage/hub/`,
    publicBucketUrl: `${origin}/storage/public/`,
    clientId: PORTAL_CLIENT_ID,
    tenantId: PORTAL_TENANT_ID,
    // The mobile app is not in the stores yet: empty store links make the portal show
    // 'Mobile App Coming Soon' (§2). MOBILE_IOS_URL / MOBILE_ANDROID_URL set them.
    mobileApp: {
      iosUrl: process.env.MOBILE_IOS_URL ?? '',
      androidUrl: process.env.MOBILE_ANDROID_URL ?? '',
      partnerBookUrl: process.env.PARTNER_BOOK_URL ?? 'https://partners.agent-portal.test/book',
    },
    // Payment card tokenisation (issue #4): the sandbox provider, unless BRAINTREE_AUTHORIZATION is set.
    cardProvider: process.env.BRAINTREE_AUTHORIZATION
      ? { kind: 'braintree', braintreeAuthorization: process.env.BRAINTREE_AUTHORIZATION }
      : { kind: 'sandbox', tokenizeUrl: `${origin}/card-provider/v1/tokenize` },
  };
}

/**
 * `GET /config.json` → `PortalRuntimeConfig` (not enveloped; `Cache-Control: no-store`)
 * and the `csrf_token` cookie when absent. `GET /health` → `{ status: 'ok' }`.
 */
export const runtimeConfigRoutes: FastifyPluginAsync<AppContext> = async (app, { config }) => {
  app.get('/config.json', async (request, reply) => {
    ensureCsrfCookie(request, reply);
    reply.header('cache-control', 'no-store');
    return runtimeConfig(publicOrigin(request, config));
  });
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
};
