/** One question of the security-question list (sso v1). */
export interface SecurityQuestion {
  id: number;
  /** Stable code, e.g. `FIRST_PET` (the portal translates by code). */
  code: string;
  /** English text. */
  text: string;
}

/**
 * The agent's chosen security question (the answer is never returned): `SignUpSecurity.current`,
 * and `data` of `PUT /sso/v1/sign-up-security/change-identity-security-question` (the choice just saved).
 */
export interface SecurityQuestionChoice {
  /** The `id` of the chosen `SecurityQuestion`. */
  question_id: number;
  /** When the answer was last set, ISO 8601 (UTC). */
  updated_at: string;
}

/** `GET /sso/v1/sign-up-security` → `data`: the list and the agent's current choice. */
export interface SignUpSecurity {
  questions: SecurityQuestion[];
  /** The agent's chosen question, or null when none is set. The answer is never returned. */
  current: SecurityQuestionChoice | null;
}

/**
 * Body of `PUT /sso/v1/sign-up-security/change-identity-security-question`.
 * The answer (2..100 characters) is stored hashed (scrypt, trimmed and lower-cased).
 * An account-recovery factor never changes with a bearer token alone (issue #26 finding 5):
 * `current_password` is required (missing → 400) and checked like `PUT /sso/v1/password/change`'s —
 * wrong → 400 "The current password is not correct."; wrong ones count against the account's
 * sign-in failures (default 5 per 15 minutes, shared with the sign-in page and the password change),
 * past which → 429 with `reason: 'RATE_LIMITED'` and `Retry-After` (seconds).
 */
export interface ChangeSecurityQuestionRequest {
  question_id: number;
  answer: string;
  /** The agent's current password (1..128 characters); required. */
  current_password: string;
}

/**
 * Body of `PUT /sso/v1/password/change`. `new_password`: ≥ 12 characters (≤ 128) with an
 * upper-case and a lower-case letter, a digit and a symbol, different from the current one.
 * Wrong `current_password` → 400 "The current password is not correct." and nothing changes.
 * Success ends the agent's other sessions (their tokens answer 401).
 */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** One sign-in attempt, `GET /sso/v1/sign-in/activities` (newest first). */
export interface SignInActivity {
  id: number;
  /** ISO 8601. */
  created_at: string;
  /** False for a failed attempt (wrong password). */
  success: boolean;
  /** Client IP as seen by the sandbox, or null. */
  ip: string | null;
  /** The browser's User-Agent, or null. */
  user_agent: string | null;
}

/** Query of `GET /sso/v1/sign-in/activities`. */
export interface ListSignInActivitiesParams {
  /** 1-based, default 1. */
  page?: number;
  /** 1..100, default 10. */
  limit?: number;
}

/** Paged answer of `GET /sso/v1/sign-in/activities`. */
export interface SignInActivityPage {
  data: SignInActivity[];
  count: number;
}
