import type { AgentPaymentCard, CreatePaymentCardRequest } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

/**
 * The agent's payment card (spec §7 `agent-payment-card`; issue #4): the SQL behind
 * `routes/integration/payment-card.ts`. One card per agent; the gateway keeps the provider's token,
 * brand, last four and expiry — never a card number or CVV.
 */

const COLUMNS = `brand, last4, exp_month, exp_year, to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

/** The card details the provider recorded for a token (`card_tokens`). */
type TokenRow = Pick<AgentPaymentCard, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;

/** Agent `userId`'s saved card, or null. */
export async function readPaymentCard(db: Queryable, userId: number): Promise<AgentPaymentCard | null> {
  const rows = await db.query<AgentPaymentCard>(`SELECT ${COLUMNS} FROM agent_payment_cards WHERE user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/**
 * Saves `card` as agent `userId`'s card. Run it inside a transaction (`tx`).
 * @throws HttpError 400 when the provider never issued the token, the details do not match it or
 *   another agent uses it; 409 when the agent already has a card.
 */
export async function savePaymentCard(tx: Queryable, userId: number, card: CreatePaymentCardRequest): Promise<AgentPaymentCard> {
  const { token, brand, last4, exp_month, exp_year } = card;
  const tokens = await tx.query<TokenRow>('SELECT brand, last4, exp_month, exp_year FROM card_tokens WHERE token = $1', [token]);
  const known = tokens[0];
  if (!known) throw new HttpError(400, 'The card token is unknown to the payment provider. Enter the card again.');
  if (known.brand !== brand || known.last4 !== last4 || known.exp_month !== exp_month || known.exp_year !== exp_year) {
    throw new HttpError(400, 'The card details do not match the card token. Enter the card again.');
  }
  const used = await tx.query('SELECT 1 FROM agent_payment_cards WHERE token = $1', [token]);
  if (used.length > 0) throw new HttpError(400, 'This card token is already in use. Enter the card again.');
  const rows = await tx.query<AgentPaymentCard>(
    `INSERT INTO agent_payment_cards (user_id, token, brand, last4, exp_month, exp_year)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING ${COLUMNS}`,
    [userId, token, brand, last4, exp_month, exp_year],
  );
  if (!rows[0]) throw new HttpError(409, 'You already have a payment card. Delete it before adding another one.');
  return rows[0];
}

/** Deletes agent `userId`'s card: whether there was one. */
export async function deletePaymentCard(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM agent_payment_cards WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length > 0;
}
