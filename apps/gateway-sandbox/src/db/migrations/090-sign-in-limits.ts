import type { Migration } from './migration.js';

/**
 * Migration 90: sign-in limits (issue #13 §1): failed sign-ins per account and per client address in fixed windows.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 90,
  name: 'sign-in limits (issue #13 §1): failed sign-ins per account and per client address in fixed windows',
  sql: `
      -- One row per account (scope ACCOUNT, key = lower(email), known or not) and per client
      -- address (scope ADDRESS, key = lower(ip)): the failures counted in the window opened at
      -- window_start. Written only by src/sign-in/limits.ts; rows of ended windows are purged there.
      CREATE TABLE sign_in_failures (
        scope text NOT NULL CHECK (scope IN ('ACCOUNT', 'ADDRESS')),
        key text NOT NULL,
        window_start timestamptz NOT NULL DEFAULT now(),
        failures integer NOT NULL CHECK (failures >= 0),
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX sign_in_failures_window_idx ON sign_in_failures (window_start);
    `,
};
