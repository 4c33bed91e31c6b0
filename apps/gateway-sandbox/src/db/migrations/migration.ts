/**
 * One schema step. Applied once, in `id` order, inside a transaction, and recorded in
 * `schema_migrations` (its `id` and `name`). Each step is one file `NNN-slug.ts` in this folder,
 * frozen once released (see `migrations.test.ts`).
 */
export interface Migration {
  /** Increasing integer; never reuse or reorder. The file's `NNN` prefix is this number. */
  id: number;
  /** Short description, stored with the record. */
  name: string;
  /** The SQL script (several statements allowed), written out literally. */
  sql: string;
}
