import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { signSessionToken } from '../auth/jwt.js';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { findCredentialsByEmail } from '../db/users.js';
import { acceptRedirect, publicOrigin } from '../origins.js';
import { PORTAL_CLIENT_ID, PORTAL_TENANT_ID } from '../routes/runtime-config.js';
import { cspHeader } from '../security.js';
import { recordSignInAttempt } from './activities.js';
import { isOwnSignInPost } from './forgery.js';
import {
  purgeEndedSignInWindows,
  releaseSignInAttempt,
  reserveSignInAttempt,
  signInLimitsOf,
  tooManyFailuresMessage,
  type SignInReservation,
} from './limits.js';
import { renderSignInErrorPage, renderSignInPage, type SignInParams } from './page.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * The portal's sign-in `state` (issue #26, OAuth 2.0 `state`): opaque to the identity provider,
 * echoed back beside `sso`; URL-safe characters only (RFC 3986 unreserved), at most 200.
 */
const stateSchema = { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9._~-]*$' } as const;

const paramsProperties = {
  redirect_url: text(2048),
  client_id: text(200),
  tenant_id: text(200),
  cause: text(100),
  state: stateSchema,
} as const;

const querySchema = { type: 'object', properties: paramsProperties } as const;
const bodySchema = {
  type: 'object',
  // The page's form sends exactly these; anything else is refused (issue #13 §3).
  additionalProperties: false,
  properties: { ...paramsProperties, email: text(320), password: text(1024) },
} as const;

type SignInBody = SignInParams & { email?: string; password?: string };

/** Outcome of checking the carried-through parameters. */
type Target = { ok: true; redirect: URL; clientId: string; tenantId: string } | { ok: false; message: string };

/**
 * Sign-in pages of the identity provider (spec §2, docs/CONTRACTS.md):
 * - `GET /idp/sign-in?redirect_url&client_id&tenant_id&cause&state` → the HTML page.
 * - `POST /idp/sign-in` (urlencoded: email, password + the query values) →
 *   `302 {redirect_url}?sso=<jwt>&state=<state>` (default `{origin}/dashboard`; `state` only
 *   when the sign-in carried one), or a 401 page "Invalid email or password." with the email
 *   kept and nothing issued.
 * - `state` (issue #26): the portal's proof that it started this sign-in, carried through the
 *   form as a hidden field and echoed unchanged beside `sso`; the portal refuses a token without
 *   its own state. Up to 200 URL-safe characters (`A–Z a–z 0–9 - . _ ~`), else the 400 page; an
 *   empty one counts as none. The identity provider does not require it (scripts and tests that
 *   post without it still get a token; the portal decides what to do with it).
 * A `redirect_url` outside the allowed origins, or an unknown client/tenant,
 * gets a 400 page and no redirect, on GET and POST. Every POST attempt that
 * checks a password is recorded in `sign_in_activities`.
 *
 * Issue #13, docs/CONTRACTS.md "Sign-in limits":
 * - Login CSRF (§5): a POST that the browser says comes from another site
 *   (see {@link isOwnSignInPost}) → 403 page "This sign-in did not come from
 *   the Agent Portal sign-in page.", before anything else is read or stored.
 * - Brute force (§1): failed sign-ins are counted per client address and per
 *   account (`config.signInLimits`, see limits.ts). Past either maximum within
 *   the window → 429 with `Retry-After` (seconds until the window ends) and
 *   the sign-in page "Too many failed sign-ins …" with the email kept. The
 *   check comes before the password is verified (no scrypt, nothing learnt
 *   about the password), and such a refused attempt is not recorded in
 *   `sign_in_activities` (an attacker cannot flood the victim's activity list).
 */
export const signInRoutes: FastifyPluginAsync<AppContext> = async (app, { config, db, jwtKey }) => {
  const resolveTarget = (request: FastifyRequest, params: SignInParams): Target => {
    const clientId = params.client_id || PORTAL_CLIENT_ID;
    const tenantId = params.tenant_id || PORTAL_TENANT_ID;
    if (clientId !== PORTAL_CLIENT_ID) return { ok: false, message: `Unknown client "${clientId}".` };
    if (tenantId !== PORTAL_TENANT_ID) return { ok: false, message: `Unknown tenant "${tenantId}".` };
    const origin = publicOrigin(request, config);
    if (params.redirect_url) {
      const redirect = acceptRedirect(params.redirect_url, origin, config.allowedOrigins);
      if (!redirect) {
        return {
          ok: false,
          message: 'The address to return to after sign-in is not an Agent Portal address, so it was refused.',
        };
      }
      return { ok: true, redirect, clientId, tenantId };
    }
    const redirect =
      acceptRedirect('/dashboard', origin, config.allowedOrigins) ?? new URL('/dashboard', config.allowedOrigins[0]);
    return { ok: true, redirect, clientId, tenantId };
  };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', cspHeader(config.allowedOrigins))
      .type('text/html; charset=utf-8')
      .send(body);

  app.get<{ Querystring: SignInParams }>(
    '/idp/sign-in',
    { schema: { querystring: querySchema }, attachValidation: true, compress: false },
    async (request, reply) => {
      if (request.validationError) return html(reply, 400, renderSignInErrorPage('The sign-in link is malformed.'));
      const target = resolveTarget(request, request.query);
      if (!target.ok) return html(reply, 400, renderSignInErrorPage(target.message));
      return html(reply, 200, renderSignInPage({ params: request.query }));
    },
  );

  app.post<{ Body: SignInBody }>(
    '/idp/sign-in',
    { schema: { body: bodySchema }, attachValidation: true, compress: false },
    async (request, reply) => {
      if (!isOwnSignInPost(request, config)) {
        return html(reply, 403, renderSignInErrorPage('This sign-in did not come from the Agent Portal sign-in page.'));
      }
      if (request.validationError || !request.body) {
        return html(reply, 400, renderSignInErrorPage('The sign-in form was malformed.'));
      }
      const { email = '', password = '', ...params } = request.body;
      const target = resolveTarget(request, params);
      if (!target.ok) return html(reply, 400, renderSignInErrorPage(target.message));
      const trimmed = email.trim();
      if (!trimmed || !password) {
        return html(reply, 400, renderSignInPage({ params, email: trimmed, error: 'Enter your email and password.' }));
      }

      // Count this attempt in advance, address first, then account: past a maximum it is given
      // back and refused (429) before any password check. A success gives it back too.
      const limits = signInLimitsOf(config);
      await purgeEndedSignInWindows(db, limits.windowS);
      const reservations: SignInReservation[] = [];
      const tooMany = async (reservation: SignInReservation) => {
        for (const r of [...reservations, reservation]) await releaseSignInAttempt(db, r);
        const error = tooManyFailuresMessage(reservation.scope, reservation.retryAfterS);
        reply.header('retry-after', String(reservation.retryAfterS));
        return html(reply, 429, renderSignInPage({ params, email: trimmed, error }));
      };
      if (request.ip) {
        const address = await reserveSignInAttempt(db, 'ADDRESS', request.ip, limits.windowS);
        if (address.failures > limits.maxFailuresPerAddress) return tooMany(address);
        reservations.push(address);
      }
      const account = await reserveSignInAttempt(db, 'ACCOUNT', trimmed, limits.windowS);
      if (account.failures > limits.maxFailuresPerAccount) return tooMany(account);
      reservations.push(account);

      const user = await findCredentialsByEmail(db, trimmed);
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      const attempt = {
        userId: user?.id ?? null,
        email: trimmed,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      };
      if (!user || !valid) {
        await recordSignInAttempt(db, { ...attempt, success: false });
        return html(reply, 401, renderSignInPage({ params, email: trimmed, error: 'Invalid email or password.' }));
      }

      for (const r of reservations) await releaseSignInAttempt(db, r);
      const issuedAtS = Math.floor(Date.now() / 1000);
      const session = await db.transaction(async (tx) => {
        const id = await createSession(tx, user.id, target.clientId, target.tenantId, (issuedAtS + config.tokenTtlS) * 1000);
        await recordSignInAttempt(tx, { ...attempt, success: true });
        return id;
      });
      const token = await signSessionToken(
        {
          session,
          user_id: user.id,
          role_id: user.role_id,
          identity: user.email,
          client_id: target.clientId,
          tenant_id: target.tenantId,
          gen: 0,
        },
        jwtKey,
        config.tokenTtlS,
        issuedAtS,
      );
      target.redirect.searchParams.set('sso', token);
      if (params.state) target.redirect.searchParams.set('state', params.state);
      return reply
        .code(302)
        .header('cache-control', 'no-store')
        .header('content-security-policy', cspHeader(config.allowedOrigins))
        .redirect(target.redirect.toString(), 302);
    },
  );
};
