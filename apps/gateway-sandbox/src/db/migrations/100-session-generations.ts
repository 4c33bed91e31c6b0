import type { Migration } from './migration.js';

/**
 * Migration 100: sessions end everywhere (issue #13 §2): token generations with a renewal grace, session expiry.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 100,
  name: 'sessions end everywhere (issue #13 §2): token generations with a renewal grace, session expiry',
  sql: `
      -- generation: the current token generation of the session (the token claim gen); 0 at
      -- sign-in, +1 on each stay-connected renewal. previous_generation_until: after a renewal,
      -- tokens of the generation before stay accepted until then (the grace), never after.
      -- expires_at: exp of the session's newest token (null for sessions opened before this
      -- migration). Written only by src/auth/sessions.ts.
      ALTER TABLE sessions
        ADD COLUMN generation integer NOT NULL DEFAULT 0 CHECK (generation >= 0),
        ADD COLUMN previous_generation_until timestamptz,
        ADD COLUMN expires_at timestamptz;
    `,
};
