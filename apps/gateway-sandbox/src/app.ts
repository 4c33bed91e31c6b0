import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { secretKey } from './auth/jwt.js';
import { resolveJwtSecret } from './auth/secret.js';
import type { SandboxConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/db.js';
import { HttpError, errorBody } from './errors.js';
import { registerInputGuard } from './input.js';
import { registerStrictValidation } from './validation.js';
import { gatewayRoutes } from './routes/gateway.js';
import type { RegisteredRoute } from './policy/enforce.js';
import { runtimeConfigRoutes } from './routes/runtime-config.js';
import { registerCompression } from './compression.js';
import { registerSecurityHeaders } from './security.js';
import { signInRoutes } from './sign-in/routes.js';
import { registerPortal, registerStorage } from './static.js';
import { cardProviderRoutes } from './card-provider/routes.js';
import { registerHubAccess } from './storage/hub.js';
import { registerNotifier } from './notify/index.js';
import { attachRealtime } from './realtime/realtime.js';
import { connectRedis } from './realtime/redis.js';
import { sandboxAdminRoutes } from './routes/sandbox-admin/admin.js';
import { registerOpenApi } from './contract/openapi.js';
import { registerResponseCheck } from './contract/responseCheck.js';
import { WIRE_VERSION } from './contract/wireSchemas.js';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: SandboxConfig;
  /** A migrated (and normally seeded) database, see `prepareDatabase`. Not closed by the app. */
  db: Db;
}

/** Removes the value of `sso` (a session token) from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]sso=)[^&#]*/gi, '$1[redacted]');
}

/** A PostgreSQL/PGlite error of SQLSTATE class 22 (data exception), e.g. `22P05` for a NUL in text. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function handleError(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.options.reason));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody(400, `Invalid request: ${error.message}.`));
    }
    // SQLSTATE class 22 (data exception: a value the column cannot hold, out of range, malformed
    // date…) is the client's bad input that slipped past a schema: a 400, never a 500 (issue #13 §3).
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'data exception answered as 400');
      return reply.code(400).send(errorBody(400, 'Invalid request: a value is malformed or out of range.'));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on the sandbox. Please try again.'));
  });
}

/**
 * Builds the sandbox's Fastify app (not listening): security headers, cookies,
 * forms, the gateway routes (`/{service}/{version}{path}`), the identity
 * provider pages, `/config.json`, `/health`, object storage and the built portal.
 * Tests call it and use `app.inject`.
 * @returns the ready app; `app.close()` does not close `db`.
 */
export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      },
    },
    trustProxy: false,
    forceCloseConnections: true,
  });
  const jwtKey = secretKey(await resolveJwtSecret(db, config.jwtSecret));
  const context: AppContext = { config, db, jwtKey };

  app.decorateRequest('auth', null);
  // Filled by the gateway's policy layer as its routes register (issue #26, src/policy/enforce.ts).
  app.decorate('gatewayPolicies', [] as RegisteredRoute[]);
  // socket.io on the same server (/socket.io) + app.realtime and app.notify (issue #3); with
  // REDIS_URL its rooms span every node over the same database (issue #13 §6).
  attachRealtime(app, db, jwtKey, config.redisUrl ? await connectRedis(config.redisUrl) : null);
  registerNotifier(app, db);
  handleError(app);
  registerStrictValidation(app);
  registerInputGuard(app);
  // Before compression: its onSend must see the JSON text (issue #31).
  if (config.validateResponses) registerResponseCheck(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  // Before the routes: the document is collected as they register (issue #31).
  await registerOpenApi(app, WIRE_VERSION);
  await app.register(runtimeConfigRoutes, context);
  await app.register(signInRoutes, context);
  await app.register(gatewayRoutes, context);
  await app.register(cardProviderRoutes, context);
  await app.register(sandboxAdminRoutes, { ...context, adminToken: config.sandboxAdminToken ?? null });
  registerHubAccess(app, context);
  await registerStorage(app, config.dataDir);
  await registerPortal(app, context);
  await app.ready();
  return app;
}
