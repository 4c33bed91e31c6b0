import type { Migration } from './migration.js';

/**
 * Migration 111: team list (issue #10): the count of a rank and licence filter read from one index range.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 111,
  name: 'team list (issue #10): the count of a rank and licence filter read from one index range',
  sql: `
      -- The count of a filtered team list (its pagination total) by rank and licence read most
      -- of a downline row by row: the two equalities then the subtree's tree_path range make it
      -- one index-only range. PGlite, bench:team "rank + licensed": p95 19.7 → 12.1 ms.
      CREATE INDEX users_team_rank_licensed_idx ON users (rank, is_licensed, tree_path);
      ANALYZE users;
    `,
};
