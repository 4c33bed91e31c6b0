import type { Migration } from './migration.js';

/**
 * Migration 160: notifications worded in the reader's language (issue #29 item 2): template key and params per notification.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 160,
  name: "notifications worded in the reader's language (issue #29 item 2): template key and params per notification",
  sql: `
      -- A notification the sandbox generates stores its template (src/notify/templates.ts) and the
      -- template's params; reading renders it in the reader's language. subject/body keep the English
      -- text (old readers, rows without a template: an admin's free text, databases seeded before).
      ALTER TABLE notifications ADD COLUMN template text NULL, ADD COLUMN params jsonb NULL;
    `,
};
