import type { AgentBankAccount, CreateBankAccountRequest } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import { hashAccountNumber } from '../storage/secrets.js';

/**
 * The agent's bank account (spec §7 `agent-bank-account`; issue #4): the SQL behind
 * `routes/integration/bank-account.ts`. One account per agent; the full account number is never
 * stored (last four + salted SHA-256) nor returned.
 */

const COLUMNS = `account_holder, routing_number, account_last4, account_type, to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

/** Agent `userId`'s account (masked), or null. */
export async function readBankAccount(db: Queryable, userId: number): Promise<AgentBankAccount | null> {
  const rows = await db.query<AgentBankAccount>(`SELECT ${COLUMNS} FROM agent_bank_accounts WHERE user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/** Saves `account` (already checked) as agent `userId`'s account: the masked account, or null when one is already saved. */
export async function saveBankAccount(db: Queryable, userId: number, account: CreateBankAccountRequest): Promise<AgentBankAccount | null> {
  const { account_holder, routing_number, account_number, account_type } = account;
  const rows = await db.query<AgentBankAccount>(
    `INSERT INTO agent_bank_accounts (user_id, account_holder, routing_number, account_last4, account_hash, account_type)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO NOTHING
       RETURNING ${COLUMNS}`,
    [userId, account_holder.trim(), routing_number, account_number.slice(-4), hashAccountNumber(account_number), account_type],
  );
  return rows[0] ?? null;
}

/** Removes agent `userId`'s account: whether there was one. */
export async function deleteBankAccount(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM agent_bank_accounts WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length > 0;
}
