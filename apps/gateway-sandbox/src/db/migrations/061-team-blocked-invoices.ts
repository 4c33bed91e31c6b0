import type { Migration } from './migration.js';

/**
 * Migration 61: team (issue #10): latest CP_UTILIZATION invoices of an agent, for the per-agent BLOCKED check.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 61,
  name: 'team (issue #10): latest CP_UTILIZATION invoices of an agent, for the per-agent BLOCKED check',
  sql: `
      CREATE INDEX recurring_invoices_cp_latest_idx ON recurring_invoices (user_id, invoice_date DESC, id DESC)
        WHERE subscription_type = 'CP_UTILIZATION';
    `,
};
