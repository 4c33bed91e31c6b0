import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SESSION_MAX_LIFETIME_S, DEFAULT_SESSION_RENEWAL_GRACE_S } from './auth/sessions.js';

/** The package folder (`apps/gateway-sandbox`), whether running from `src/` (tsx) or `dist/`. */
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Log levels accepted by `LOG_LEVEL` (pino's). */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Where the data lives: embedded PGlite (on disk, or in memory when `dataDir` is null) or a PostgreSQL server. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'pg'; url: string };

/**
 * The sandbox's settings, read once from the environment by {@link loadConfig}
 * (see the README's env table). Tests build one directly.
 */
export interface SandboxConfig {
  /** TCP port, `PORT` (default 4000). */
  port: number;
  /** Interface to bind, `HOST` (default `localhost`: both 127.0.0.1 and ::1). */
  host: string;
  /** Public origin without trailing slash, `PUBLIC_URL`; null = derived per request from protocol + Host. */
  publicUrl: string | null;
  /** Origins accepted as sign-in `redirect_url` (normalised `URL.origin` values). */
  allowedOrigins: string[];
  /** Folder of the on-disk data: `pglite/`, `storage/{hub,public}/` (`DATA_DIR`, default `<package>/.data`). */
  dataDir: string;
  /** Database selection (`DATABASE_URL` → PostgreSQL, else PGlite under `dataDir/pglite`). */
  database: DatabaseConfig;
  /** HS256 secret of session tokens (`JWT_SECRET`); null = generated once and kept in the database. */
  jwtSecret: string | null;
  /** Session token lifetime in seconds (`TOKEN_TTL_S`, default 3600). */
  tokenTtlS: number;
  /** Folder of the built portal (`PORTAL_DIST`, default `apps/portal/dist`). */
  portalDist: string;
  /** Logger level (`LOG_LEVEL`, default `warn`). */
  logLevel: LogLevel;
  /**
   * `SANDBOX_ADMIN_TOKEN`: enables the sandbox-only admin routes (`/sandbox/*`,
   * header `X-Sandbox-Admin`); null or absent = those routes do not exist.
   */
  sandboxAdminToken?: string | null;
  /**
   * `SANDBOX_VALIDATE_RESPONSES=1`: every gateway answer is checked against its route's response
   * schema and a mismatch answers 500 (issue #31, src/contract/responseCheck.ts). On in the sandbox
   * suite and the e2e suite; off by default.
   */
  validateResponses?: boolean;
  /**
   * Brute-force limits of `POST /idp/sign-in` (issue #13 §1): `SIGN_IN_MAX_FAILURES_PER_ACCOUNT`,
   * `SIGN_IN_MAX_FAILURES_PER_ADDRESS`, `SIGN_IN_FAILURE_WINDOW_S`. Absent = {@link DEFAULT_SIGN_IN_LIMITS}.
   */
  signInLimits?: SignInLimits;
  /**
   * Seconds the token a stay-connected renewal replaced keeps working, `SESSION_RENEWAL_GRACE_S`
   * (0 … 3600; 0 = retired at once). Absent = `DEFAULT_SESSION_RENEWAL_GRACE_S` (60 s; issue #13 §2).
   */
  sessionRenewalGraceS?: number;
  /**
   * Longest a session lasts from its sign-in, in seconds, `SESSION_MAX_LIFETIME_S` (300 … 2592000):
   * stay-connected renewals stop there (401) and no renewed token expires after it. Absent =
   * `DEFAULT_SESSION_MAX_LIFETIME_S` (43200 s, 12 h; issue #26).
   */
  sessionMaxLifetimeS?: number;
  /**
   * `REDIS_URL` (`redis://host:port`): the socket.io Redis adapter, so several sandbox nodes over one
   * PostgreSQL (`DATABASE_URL`) share one audience (issue #13 §6). Absent or null = one node.
   */
  redisUrl?: string | null;
  /**
   * Per-agent quotas of support writes and ticket attachments (issue #26 finding 6): `QUOTA_WINDOW_S`,
   * `QUOTA_TICKETS`, `QUOTA_TICKET_REPLIES`, `QUOTA_CONTACT_MESSAGES`, `QUOTA_ATTACHMENT_MIB`.
   * Absent = {@link DEFAULT_AGENT_QUOTAS}.
   */
  agentQuotas?: AgentQuotas;
}

/**
 * Per-agent quotas, sized for a human (issue #26 finding 6; docs/CONTRACTS.md "Support"). The rates
 * are counted from the rows themselves over a sliding window of `windowS` seconds (tickets, the
 * agent's replies, contact-us messages), so every node over one PostgreSQL sees the same count;
 * past one → 429 `RATE_LIMITED` with `Retry-After`. The attachment quota is the total size of the
 * agent's ticket attachments, ever (tickets are never deleted); past it → 413.
 */
export interface AgentQuotas {
  /** Length of the sliding window in seconds (`QUOTA_WINDOW_S`, default 3600 = one hour). */
  windowS: number;
  /** Tickets an agent may open per window (`QUOTA_TICKETS`, default 10). */
  tickets: number;
  /** Replies an agent may write to their tickets per window (`QUOTA_TICKET_REPLIES`, default 60). */
  ticketReplies: number;
  /** Contact-us messages an agent may send per window (`QUOTA_CONTACT_MESSAGES`, default 5). */
  contactMessages: number;
  /** Total bytes of an agent's ticket attachments (`QUOTA_ATTACHMENT_MIB` × 1 MiB, default 50 MiB). */
  attachmentBytes: number;
}

/** The quotas without env overrides: 10 tickets, 60 replies, 5 contact messages an hour; 50 MiB of attachments (issue #26). */
export const DEFAULT_AGENT_QUOTAS: Readonly<AgentQuotas> = Object.freeze({
  windowS: 3600,
  tickets: 10,
  ticketReplies: 60,
  contactMessages: 5,
  attachmentBytes: 50 * 1024 * 1024,
});

/**
 * How many failed sign-ins `POST /idp/sign-in` accepts before it answers 429
 * (issue #13 §1; docs/CONTRACTS.md "Sign-in limits"). Failures are counted in
 * fixed windows stored in `sign_in_failures`: the first failure of an account
 * (or address) opens a window of `windowS` seconds; once the window holds the
 * maximum, every further attempt, right password or not, gets 429 with
 * `Retry-After` = the seconds left in that window.
 */
export interface SignInLimits {
  /** Failures per account (lower-cased email, known or not) within a window (`SIGN_IN_MAX_FAILURES_PER_ACCOUNT`, default 5). */
  maxFailuresPerAccount: number;
  /** Failures per client address (`request.ip`) within a window (`SIGN_IN_MAX_FAILURES_PER_ADDRESS`, default 20). */
  maxFailuresPerAddress: number;
  /** Length of a window in seconds (`SIGN_IN_FAILURE_WINDOW_S`, default 900 = 15 minutes). */
  windowS: number;
}

/** The sign-in limits without env overrides: 5 per account, 20 per address, 15-minute (900 s) windows (issue #13 §1). */
export const DEFAULT_SIGN_IN_LIMITS: Readonly<SignInLimits> = Object.freeze({
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  windowS: 900,
});

/** Thrown by {@link loadConfig} for an unusable environment value; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function originOf(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must hold absolute http(s) URLs, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must hold http(s) URLs, got "${raw}"`);
  }
  return url.origin;
}

/** The vite dev server's origin (`pnpm --filter @agent-portal/portal dev`), the usual `DEV_SERVER_ORIGIN`. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Computes the origins accepted as sign-in `redirect_url` and as the Host that
 * `/config.json` and `index.html` are built from: `ALLOWED_ORIGINS` (comma list)
 * if set, else `PUBLIC_URL`, else `http://localhost:PORT` and
 * `http://127.0.0.1:PORT`. A development server's origin (`DEV_SERVER_ORIGIN`,
 * e.g. vite on {@link VITE_DEV_ORIGIN}) is added only when given: a sandbox
 * started for real never hands a token to whatever listens on :5173 (issue #13 §4).
 */
export function computeAllowedOrigins(
  allowed: string | undefined,
  publicUrl: string | null,
  port: number,
  devServerOrigin: string | null = null,
): string[] {
  const list = allowed?.trim()
    ? allowed.split(',').filter((s) => s.trim()).map((s) => originOf('ALLOWED_ORIGINS', s))
    : publicUrl
      ? [publicUrl]
      : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return [...new Set(devServerOrigin ? [...list, devServerOrigin] : list)];
}

/**
 * Reads the sandbox settings from environment variables.
 * @param env - usually `process.env`.
 * @returns the settings, relative paths resolved against the current directory.
 * @throws {@link ConfigError} when a value is malformed (e.g. `PORT=abc`).
 */
export function loadConfig(env: NodeJS.ProcessEnv): SandboxConfig {
  const port = intFrom(env, 'PORT', 4000, 0, 65535);
  const publicUrl = env.PUBLIC_URL?.trim() ? originOf('PUBLIC_URL', env.PUBLIC_URL) : null;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(PACKAGE_DIR, '.data'));
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = (env.LOG_LEVEL?.trim() || 'warn') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const jwtSecret = env.JWT_SECRET?.trim() || null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  return {
    port,
    host: env.HOST?.trim() || 'localhost',
    publicUrl,
    allowedOrigins: computeAllowedOrigins(
      env.ALLOWED_ORIGINS,
      publicUrl,
      port,
      env.DEV_SERVER_ORIGIN?.trim() ? originOf('DEV_SERVER_ORIGIN', env.DEV_SERVER_ORIGIN) : null,
    ),
    dataDir,
    database: databaseUrl ? { kind: 'pg', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    jwtSecret,
    tokenTtlS: intFrom(env, 'TOKEN_TTL_S', 3600, 10, 7 * 24 * 3600),
    portalDist: path.resolve(env.PORTAL_DIST?.trim() || path.join(PACKAGE_DIR, '..', 'portal', 'dist')),
    logLevel,
    sandboxAdminToken: env.SANDBOX_ADMIN_TOKEN?.trim() || null,
    validateResponses: env.SANDBOX_VALIDATE_RESPONSES?.trim() === '1',
    signInLimits: {
      maxFailuresPerAccount: intFrom(env, 'SIGN_IN_MAX_FAILURES_PER_ACCOUNT', DEFAULT_SIGN_IN_LIMITS.maxFailuresPerAccount, 1, 1000),
      maxFailuresPerAddress: intFrom(env, 'SIGN_IN_MAX_FAILURES_PER_ADDRESS', DEFAULT_SIGN_IN_LIMITS.maxFailuresPerAddress, 1, 100000),
      windowS: intFrom(env, 'SIGN_IN_FAILURE_WINDOW_S', DEFAULT_SIGN_IN_LIMITS.windowS, 1, 24 * 3600),
    },
    sessionRenewalGraceS: intFrom(env, 'SESSION_RENEWAL_GRACE_S', DEFAULT_SESSION_RENEWAL_GRACE_S, 0, 3600),
    sessionMaxLifetimeS: intFrom(env, 'SESSION_MAX_LIFETIME_S', DEFAULT_SESSION_MAX_LIFETIME_S, 300, 30 * 24 * 3600),
    redisUrl,
    agentQuotas: {
      windowS: intFrom(env, 'QUOTA_WINDOW_S', DEFAULT_AGENT_QUOTAS.windowS, 1, 7 * 24 * 3600),
      tickets: intFrom(env, 'QUOTA_TICKETS', DEFAULT_AGENT_QUOTAS.tickets, 1, 100000),
      ticketReplies: intFrom(env, 'QUOTA_TICKET_REPLIES', DEFAULT_AGENT_QUOTAS.ticketReplies, 1, 100000),
      contactMessages: intFrom(env, 'QUOTA_CONTACT_MESSAGES', DEFAULT_AGENT_QUOTAS.contactMessages, 1, 100000),
      attachmentBytes: intFrom(env, 'QUOTA_ATTACHMENT_MIB', DEFAULT_AGENT_QUOTAS.attachmentBytes / (1024 * 1024), 1, 1024 * 1024) * 1024 * 1024,
    },
  };
}
