/** One rule of a new password (issue #4 account-setting; the sandbox enforces the same rules). */
export interface PasswordRule {
  /** Key under `accountSetting:password.rules`. */
  id: 'length' | 'upper' | 'lower' | 'digit' | 'symbol' | 'different';
  /** Whether `password` satisfies the rule (`current` = the current password typed). */
  test: (password: string, current: string) => boolean;
}

/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 12;

/** The new-password rules, in the order the checklist shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', test: (p) => /\d/.test(p) },
  { id: 'symbol', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
  { id: 'different', test: (p, current) => p.length > 0 && p !== current },
];

/** True when `password` follows every rule of {@link PASSWORD_RULES}. */
export function followsPasswordRules(password: string, current: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password, current));
}
