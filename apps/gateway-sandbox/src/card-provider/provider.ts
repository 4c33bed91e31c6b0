import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/**
 * The sandbox card provider (issue #4, spec §7 `POST /payment/braintree/pay` "collect a
 * payment through a card payment provider"). It plays the role Braintree plays in
 * production: the browser sends the card number to the provider (`POST
 * /card-provider/v1/tokenize`), gets an opaque token back, and the gateway only ever
 * sees and stores that token with brand, last four and expiry. The provider itself keeps
 * token → card fingerprint (an HMAC of the number, never the number or the CVV).
 *
 * Test numbers (like real providers' sandboxes): any Luhn-valid number charges
 * successfully, except `4000 0000 0000 0002` (always declined, `card_declined`).
 */

/** Card brands the provider recognises (card-validator's `type` names). */
export type CardBrand = 'visa' | 'mastercard' | 'american-express' | 'discover' | 'diners-club' | 'jcb' | 'unionpay' | 'maestro' | 'unknown';

/** A stored token (what {@link tokenizeCard} returns and the provider keeps). */
export interface CardTokenRecord {
  /** Opaque token, `tok_sandbox_<32 hex>`. */
  token: string;
  brand: CardBrand;
  /** Last four digits of the number. */
  last4: string;
  /** 1..12. */
  exp_month: number;
  /** Four-digit year. */
  exp_year: number;
}

/** Outcome of {@link chargeCardToken}. Amounts in cents (USD). */
export type ChargeResult =
  | {
      ok: true;
      /** Provider charge id (stable for an idempotency key). */
      charge_id: number;
      status: 'SUCCEEDED';
      amount_cents: number;
      /** True when this key was already used: the earlier charge is returned, nothing is charged again. */
      replayed: boolean;
    }
  | {
      ok: false;
      /** Charge id when a DECLINED charge was recorded, else null (nothing recorded). */
      charge_id: number | null;
      /**
       * `card_declined` (the issuer said no), `expired_card`, `unknown_token`,
       * `invalid_amount` (not a positive integer of cents), `idempotency_conflict`
       * (the key was used for a different token or amount).
       */
      code: 'card_declined' | 'expired_card' | 'unknown_token' | 'invalid_amount' | 'idempotency_conflict';
      /** Human-readable reason, fit for the agent. */
      message: string;
      replayed: boolean;
    };

/** The always-declined test number. */
export const DECLINED_TEST_NUMBER = '4000000000000002';

const FINGERPRINT_KEY = 'agent-portal-sandbox-card-fingerprint';

/** HMAC-SHA256 of the digits: lets the provider recognise a card again without keeping its number. */
export function cardFingerprint(digits: string): string {
  return createHmac('sha256', FINGERPRINT_KEY).update(digits).digest('hex');
}

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand of a card number from its prefix (IIN ranges of the major networks). */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'american-express';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners-club';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^(5[06789]|6)/.test(digits)) return 'maestro';
  return 'unknown';
}

/** Input of {@link tokenizeCard}: what the browser sends to the provider (never to the gateway). */
export interface CardInput {
  /** Digits only (spaces already removed), 12..19, Luhn-valid. */
  number: string;
  exp_month: number;
  exp_year: number;
  /** 3 digits (4 for American Express). Checked, never stored. */
  cvv: string;
}

/** Why {@link tokenizeCard} refused a card. */
export class CardInputError extends Error {
  override name = 'CardInputError';
}

/**
 * Stores a card as a token: fingerprint, brand, last four, expiry (never the number or CVV).
 * @param now - clock for the expiry check.
 * @throws {@link CardInputError} for an invalid number (Luhn), CVV or an expired date.
 */
export async function tokenizeCard(q: Queryable, card: CardInput, now: Date = new Date()): Promise<CardTokenRecord> {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) throw new CardInputError('The card number is not valid.');
  const brand = detectBrand(digits);
  const cvvLength = brand === 'american-express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) {
    throw new CardInputError(`The security code must have ${cvvLength} digits.`);
  }
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    throw new CardInputError('The expiry month must be between 1 and 12.');
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (card.exp_year < year || (card.exp_year === year && card.exp_month < month) || card.exp_year > year + 20) {
    throw new CardInputError('The card has expired or its expiry date is not valid.');
  }
  const record: CardTokenRecord = {
    token: `tok_sandbox_${randomBytes(16).toString('hex')}`,
    brand,
    last4: digits.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
  await q.query(
    `INSERT INTO card_tokens (token, fingerprint, brand, last4, exp_month, exp_year, declines)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [record.token, cardFingerprint(digits), record.brand, record.last4, record.exp_month, record.exp_year, digits === DECLINED_TEST_NUMBER],
  );
  return record;
}

/**
 * Reads a token the provider issued.
 * @returns null when the provider never issued it.
 */
export async function findCardToken(q: Queryable, token: string): Promise<CardTokenRecord | null> {
  const rows = await q.query<CardTokenRecord>(
    'SELECT token, brand, last4, exp_month, exp_year FROM card_tokens WHERE token = $1',
    [token],
  );
  return rows[0] ?? null;
}

/**
 * The token of an agent's saved payment card (`agent_payment_cards`), for charging it.
 * @returns null when the agent has no card.
 */
export async function findAgentCardToken(q: Queryable, userId: number): Promise<string | null> {
  const rows = await q.query<{ token: string }>('SELECT token FROM agent_payment_cards WHERE user_id = $1', [userId]);
  return rows[0]?.token ?? null;
}

interface ChargeRow {
  id: number;
  token: string;
  amount_cents: number;
  status: 'SUCCEEDED' | 'DECLINED';
  decline_reason: string | null;
}

function fromRow(row: ChargeRow, replayed: boolean): ChargeResult {
  if (row.status === 'SUCCEEDED') {
    return { ok: true, charge_id: row.id, status: 'SUCCEEDED', amount_cents: row.amount_cents, replayed };
  }
  const code = row.decline_reason === 'expired_card' ? 'expired_card' : 'card_declined';
  return {
    ok: false,
    charge_id: row.id,
    code,
    message: code === 'expired_card' ? 'The card has expired.' : 'The card was declined by its issuer.',
    replayed,
  };
}

/**
 * Charges a card token, exactly once per idempotency key (issue #4: "a double click or a
 * retry never charges twice").
 *
 * The same key again (same token and amount) returns the first outcome with
 * `replayed: true` and charges nothing; the same key with another token or amount is
 * refused (`idempotency_conflict`). Declines are recorded too, so replaying a declined
 * key stays declined; use a new key to try again.
 *
 * Pass the transaction of the caller's own writes as `q` (e.g. marking invoices PAID):
 * the charge row then commits or rolls back with them.
 *
 * @param token - a token from {@link tokenizeCard} (e.g. via {@link findAgentCardToken}).
 * @param amount_cents - positive integer, US cents.
 * @param idempotency_key - 1..200 characters chosen by the client (e.g. a UUID per pay attempt).
 * @param q - the database or an open transaction.
 * @param now - clock for the expiry check.
 */
export async function chargeCardToken(
  token: string,
  amount_cents: number,
  idempotency_key: string,
  q: Queryable,
  now: Date = new Date(),
): Promise<ChargeResult> {
  if (!Number.isInteger(amount_cents) || amount_cents <= 0) {
    return { ok: false, charge_id: null, code: 'invalid_amount', message: 'The amount must be a positive number of cents.', replayed: false };
  }
  const existing = await q.query<ChargeRow>(
    'SELECT id, token, amount_cents, status, decline_reason FROM card_charges WHERE idempotency_key = $1',
    [idempotency_key],
  );
  if (existing[0]) {
    const row = existing[0];
    if (row.token !== token || row.amount_cents !== amount_cents) {
      return {
        ok: false,
        charge_id: null,
        code: 'idempotency_conflict',
        message: 'This payment attempt was already used for another amount or card. Please try again.',
        replayed: true,
      };
    }
    return fromRow(row, true);
  }
  const cards = await q.query<{ exp_month: number; exp_year: number; declines: boolean }>(
    'SELECT exp_month, exp_year, declines FROM card_tokens WHERE token = $1',
    [token],
  );
  const card = cards[0];
  if (!card) {
    return { ok: false, charge_id: null, code: 'unknown_token', message: 'The card is not known to the payment provider.', replayed: false };
  }
  const year = now.getUTCFullYear();
  const expired = card.exp_year < year || (card.exp_year === year && card.exp_month < now.getUTCMonth() + 1);
  const status = expired || card.declines ? 'DECLINED' : 'SUCCEEDED';
  const reason = expired ? 'expired_card' : card.declines ? 'card_declined' : null;
  const inserted = await q.query<ChargeRow>(
    `INSERT INTO card_charges (token, amount_cents, idempotency_key, status, decline_reason)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, token, amount_cents, status, decline_reason`,
    [token, amount_cents, idempotency_key, status, reason],
  );
  if (inserted[0]) return fromRow(inserted[0], false);
  // A concurrent call with the same key won the insert: answer with its outcome.
  return chargeCardToken(token, amount_cents, idempotency_key, q, now);
}
