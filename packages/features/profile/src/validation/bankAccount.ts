import * as yup from 'yup';

/**
 * US ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 * @param routing - the routing number (must be exactly 9 digits).
 */
export function isValidAbaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = Array.from(routing, Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Form values of the bank account form. */
export interface BankAccountFormValues {
  account_holder: string;
  routing_number: string;
  account_number: string;
  account_type: 'CHECKING' | 'SAVINGS';
}

/** Rules of `POST /agent-bank-account` (issue #4): holder 2–80, ABA routing checksum, 4–17 digit account. */
export const bankAccountSchema = yup.object({
  account_holder: yup.string().trim().required('validation.required').min(2, 'validation.holder').max(80, 'validation.holder'),
  routing_number: yup
    .string()
    .trim()
    .required('validation.required')
    .test('aba', 'validation.routing', (v) => !!v && isValidAbaRouting(v)),
  account_number: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(/^\d{4,17}$/, 'validation.accountNumber'),
  account_type: yup.mixed<'CHECKING' | 'SAVINGS'>().oneOf(['CHECKING', 'SAVINGS'], 'validation.required').required('validation.required'),
});
