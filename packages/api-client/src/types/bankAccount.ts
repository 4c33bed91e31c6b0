/** Every {@link BankAccountType}, as the gateway sends it (spec §7). */
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
/** Account types of a US bank account. */
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * The agent's one bank account, `GET /integration/v1/agent-bank-account` (§7), masked:
 * the full account number is never returned after saving (only its last four digits).
 */
export interface AgentBankAccount {
  account_holder: string;
  /** 9-digit US ABA routing number. */
  routing_number: string;
  /** Last four digits of the account number. */
  account_last4: string;
  account_type: BankAccountType;
  /** ISO 8601 time it was added. */
  created_at: string;
}

/**
 * Body of `POST /integration/v1/agent-bank-account` (§7). 400 when the routing number fails
 * the ABA checksum or the account number is not 4–17 digits; 409 when one is already saved.
 */
export interface CreateBankAccountRequest {
  /** 2–80 characters. */
  account_holder: string;
  /** 9 digits passing the ABA checksum. */
  routing_number: string;
  /** 4–17 digits. Stored as last four + a salted hash. */
  account_number: string;
  account_type: BankAccountType;
}
