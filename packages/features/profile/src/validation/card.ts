import valid from 'card-validator';
import * as yup from 'yup';

/** Form values of the payment card form (as typed). */
export interface CardFormValues {
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvv: string;
}

/** Digits of a typed card number. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Formats a number as typed: groups of 4 (Amex 4-6-5), digits only, at most 19. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).slice(0, 19);
  const type = valid.number(digits).card;
  const gaps = type?.gaps ?? [4, 8, 12, 16];
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** Formats an expiry as typed: `MM/YY`. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVV length of the number's brand (4 for American Express, else 3). */
export function cvvSize(number: string): number {
  return valid.number(cardDigits(number)).card?.code.size ?? 3;
}

/** Parses `MM/YY` → month and four-digit year. */
export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } | null {
  const result = valid.expirationDate(expiry);
  if (!result.isValid || !result.month || !result.year) return null;
  const year = Number(result.year);
  return { exp_month: Number(result.month), exp_year: year < 100 ? 2000 + year : year };
}

/**
 * Rules of the payment card form (issue #4), with card-validator: a Luhn-valid number of a
 * known brand, a future expiry, a CVV of the brand's size. An invalid card never reaches the
 * provider nor the gateway.
 */
export const cardSchema = yup.object({
  number: yup
    .string()
    .required('validation.required')
    .test('card', 'validation.cardNumber', (v) => !!v && valid.number(cardDigits(v)).isValid),
  expiry: yup
    .string()
    .required('validation.required')
    .test('expiry', 'validation.expiry', (v) => !!v && valid.expirationDate(v).isValid),
  cvv: yup
    .string()
    .required('validation.required')
    .test('cvv', 'validation.cvv', function check(v) {
      const size = cvvSize((this.parent as CardFormValues).number ?? '');
      if (v && valid.cvv(v, size).isValid) return true;
      return this.createError({ message: `validation.cvv|${size}` });
    }),
});
