import { DEFAULT_SIGN_IN_LIMITS, type SandboxConfig, type SignInLimits } from '../config.js';
import type { Queryable } from '../db/db.js';

/**
 * What a failure counter of `sign_in_failures` counts (issue #13 §1): an
 * account (key: the lower-cased email as typed, whether or not it exists) or a
 * client address (key: `request.ip`, lower-cased).
 */
export type SignInLimitScope = 'ACCOUNT' | 'ADDRESS';

/**
 * One attempt counted in advance by {@link reserveSignInAttempt}: the counter
 * row it incremented, what the count is now, and how long its window lasts.
 */
export interface SignInReservation {
  /** Which counter: the account's or the client address's. */
  scope: SignInLimitScope;
  /** The counter's key as stored (lower-cased). */
  key: string;
  /** The window's start as PostgreSQL text (exact to the microsecond), so a release only touches that window. */
  windowStart: string;
  /** Failures in the window including this attempt. */
  failures: number;
  /** Seconds (≥ 1, rounded up) until the window ends: the `Retry-After` of a 429. */
  retryAfterS: number;
}

/** The limits a config asks for: `config.signInLimits`, else {@link DEFAULT_SIGN_IN_LIMITS}. */
export function signInLimitsOf(config: SandboxConfig): SignInLimits {
  return config.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
}

/**
 * Counts one sign-in attempt against a counter BEFORE the password is checked
 * (issue #13 §1), atomically (`INSERT … ON CONFLICT DO UPDATE`, one row lock on
 * PostgreSQL; PGlite runs one statement at a time): N parallel attempts get
 * the counts 1…N, so no more than the maximum ever reach the password check.
 * A window that has ended is restarted at now() with a count of 1.
 * The attempt stays counted as a failure unless {@link releaseSignInAttempt}
 * gives it back (a successful sign-in, or an attempt refused with 429).
 * @param windowS - window length in seconds.
 */
export async function reserveSignInAttempt(
  q: Queryable,
  scope: SignInLimitScope,
  key: string,
  windowS: number,
): Promise<SignInReservation> {
  const [row] = await q.query<{ key: string; window_start: string; failures: number; retry_after_s: number }>(
    `INSERT INTO sign_in_failures AS f (scope, key, window_start, failures)
     VALUES ($1, lower($2), now(), 1)
     ON CONFLICT (scope, key) DO UPDATE SET
       window_start = CASE WHEN f.window_start <= now() - $3::int * interval '1 second' THEN now() ELSE f.window_start END,
       failures = CASE WHEN f.window_start <= now() - $3::int * interval '1 second' THEN 1 ELSE f.failures + 1 END
     RETURNING key, window_start::text AS window_start, failures,
       GREATEST(1, ceil(extract(epoch FROM window_start - now()) + $3::int))::int AS retry_after_s`,
    [scope, key, windowS],
  );
  return { scope, key: row!.key, windowStart: row!.window_start, failures: row!.failures, retryAfterS: row!.retry_after_s };
}

/**
 * Gives back an attempt counted by {@link reserveSignInAttempt}: used for a
 * successful sign-in (which is never a failure) and for an attempt refused by
 * a limit (which checked no password). It only undoes that one attempt, in
 * that window: a success never resets the failures counted before it, so an
 * attacker signing in to an account of their own gains no attempts (issue #13 §1).
 */
export async function releaseSignInAttempt(q: Queryable, reservation: SignInReservation): Promise<void> {
  await q.query(
    `UPDATE sign_in_failures SET failures = failures - 1
     WHERE scope = $1 AND key = $2 AND window_start = $3::timestamptz AND failures > 0`,
    [reservation.scope, reservation.key, reservation.windowStart],
  );
}

/**
 * Deletes the counters whose window has ended (they no longer limit anything),
 * so the table holds at most one window's worth of accounts and addresses.
 * @param windowS - window length in seconds.
 */
export async function purgeEndedSignInWindows(q: Queryable, windowS: number): Promise<void> {
  await q.query(`DELETE FROM sign_in_failures WHERE window_start <= now() - $1::int * interval '1 second'`, [windowS]);
}

/**
 * The text of a 429 sign-in page (issue #13 §1), e.g. "Too many failed
 * sign-ins for this account. Try again in 15 minutes."
 * @param retryAfterS - seconds until the window ends, shown rounded up to whole minutes (at least 1).
 */
export function tooManyFailuresMessage(scope: SignInLimitScope, retryAfterS: number): string {
  const what = scope === 'ACCOUNT' ? 'for this account' : 'from your network address';
  return `Too many failed sign-ins ${what}. Try again in ${inWholeMinutes(retryAfterS)}.`;
}

/** "1 minute", "15 minutes": `retryAfterS` seconds rounded up to whole minutes, at least 1 (for a lock's message). */
export function inWholeMinutes(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
