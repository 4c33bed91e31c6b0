import type { Migration } from './migration.js';

/**
 * Migration 110: team list (issue #10): an index per sort order of the team list, covering its filters; names found by trigrams.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 110,
  name: 'team list (issue #10): an index per sort order of the team list, covering its filters; names found by trigrams',
  sql: `
      -- One index per sort column of GET /integration/v2/hierarchy/{code}/team, in the order of
      -- the list (ties follow the direction: a btree reads either way). Each carries the columns
      -- the filters read (INCLUDE), so a page is an index-only scan in list order that stops after
      -- offset + limit matching rows, instead of reading and sorting a whole downline (10,000+
      -- agents below one upline, issue #10 bench:team). Names sort in the database's collation.
      CREATE INDEX users_team_name_idx ON users (first_name, last_name, code)
        INCLUDE (id, tree_path, level, rank, is_licensed, created_at);
      CREATE INDEX users_team_code_idx ON users (code)
        INCLUDE (id, tree_path, level, rank, is_licensed, created_at);
      CREATE INDEX users_team_depth_idx ON users (level, first_name, last_name, code)
        INCLUDE (id, tree_path, rank, is_licensed, created_at);
      CREATE INDEX users_team_rank_idx ON users ((array_position('{ASSOCIATE,SENIOR_ASSOCIATE,MARKETING_DIRECTOR,SENIOR_MARKETING_DIRECTOR,EXECUTIVE_MARKETING_DIRECTOR}'::text[], users.rank)), first_name, last_name, code)
        INCLUDE (id, tree_path, level, rank, is_licensed, created_at);
      CREATE INDEX users_team_joined_idx ON users (created_at, code)
        INCLUDE (id, tree_path, level, rank, is_licensed);
      CREATE INDEX users_team_downline_idx ON users (total_downline_count, first_name, last_name, code)
        INCLUDE (id, tree_path, level, rank, is_licensed, created_at);
      -- search: name, code or email fragments (LIKE '%…%') found by trigrams, not a scan.
      CREATE INDEX users_search_folded_trgm_idx ON users USING gin (search_folded gin_trgm_ops);
      ANALYZE users;
    `,
};
