import type { TFunction } from 'i18next';

/**
 * Validation messages are i18n keys of the `myProfile` namespace, optionally with one
 * number after a `|` (e.g. `validation.tooLong|60` → "Use at most 60 characters.").
 * @returns the translated message, or undefined when there is no error.
 */
export function translateError(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || !message) return undefined;
  const [key, value] = message.split('|');
  return value === undefined ? t(key!) : t(key!, { max: Number(value), size: Number(value) });
}
