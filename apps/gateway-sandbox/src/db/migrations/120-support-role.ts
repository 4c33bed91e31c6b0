import type { Migration } from './migration.js';

/**
 * Migration 120: support persona (issue #26): the Support role (4), outside the agent hierarchy.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 120,
  name: 'support persona (issue #26): the Support role (4), outside the agent hierarchy',
  sql: `
      -- Support staff (src/db/seed/constants.ts ROLE_SUPPORT) may read every ticket's attachments.
      -- A fresh database gets roles 1-3 from the seed beside it; the account itself, Sue Support,
      -- is seeded by seedSupportStaff (src/db/seed/staff.ts) on the next start of any database.
      INSERT INTO roles (id, name) VALUES (4, 'Support') ON CONFLICT (id) DO NOTHING;
    `,
};
