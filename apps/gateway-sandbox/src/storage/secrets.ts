import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Salted SHA-256 of a bank account number (issue #4: the sandbox never keeps the full
 * number; it stores the last four digits and this hash, enough to recognise the same
 * account again).
 * @returns `sha256$<salt hex>$<hash hex>`.
 */
export function hashAccountNumber(accountNumber: string, salt: string = randomBytes(16).toString('hex')): string {
  const hash = createHash('sha256').update(`${salt}:${accountNumber}`).digest('hex');
  return `sha256$${salt}$${hash}`;
}

/** Checks a number against a {@link hashAccountNumber} value. */
export function accountNumberMatches(accountNumber: string, stored: string): boolean {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const again = hashAccountNumber(accountNumber, salt).split('$')[2]!;
  return timingSafeEqual(Buffer.from(again, 'hex'), Buffer.from(hash, 'hex'));
}
