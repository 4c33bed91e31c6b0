import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** This folder, where the migration files and `checksums.json` live (read from the sources). */
export const MIGRATIONS_DIR = import.meta.dirname;

/** Where the released migrations' checksums are listed: migration id (as a JSON key) → sha256 hex. */
export const CHECKSUMS_FILE = path.join(MIGRATIONS_DIR, 'checksums.json');

/** A migration file's name: a three-digit id, a slug, `.ts` (e.g. `070-clients-and-forms.ts`). */
export const MIGRATION_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/;

/** One migration file of {@link MIGRATIONS_DIR}. */
export interface MigrationFile {
  /** The id its name starts with (`070-…` → 70). */
  id: number;
  /** The file name, e.g. `070-clients-and-forms.ts`. */
  file: string;
  /** sha256 of the file's bytes, lowercase hex. */
  sha256: string;
}

/** Every migration file in {@link MIGRATIONS_DIR} (names matching {@link MIGRATION_FILE}), by file name. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      id: Number(MIGRATION_FILE.exec(file)![1]),
      file,
      sha256: createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex'),
    }));
}

/** The list in `checksums.json`: migration id → sha256 hex. */
export function readChecksums(file: string = CHECKSUMS_FILE): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Adds the checksum of every migration file not yet listed to `checksums.json` (the
 * `migrations:checksum` script). Never changes a listed one: a released migration is frozen.
 * @returns the ids added.
 * @throws Error naming the files whose content no longer matches their listed checksum, or the
 *   listed ids without a file; the list is then left unchanged.
 */
export function updateChecksums(dir: string = MIGRATIONS_DIR, file: string = CHECKSUMS_FILE): number[] {
  const listed = readChecksums(file);
  const files = migrationFiles(dir);
  const changed = files.filter((f) => listed[f.id] !== undefined && listed[f.id] !== f.sha256).map((f) => f.file);
  const missing = Object.keys(listed).filter((id) => !files.some((f) => String(f.id) === id));
  if (changed.length > 0 || missing.length > 0) {
    throw new Error(
      [
        changed.length > 0 ? `released migrations changed (restore them and add a new migration instead): ${changed.join(', ')}` : '',
        missing.length > 0 ? `listed migrations without a file: ${missing.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
  const added = files.filter((f) => listed[f.id] === undefined);
  if (added.length === 0) return [];
  const next: Record<string, string> = { ...listed };
  for (const f of added) next[f.id] = f.sha256;
  // Integer-like keys serialise in ascending numeric order.
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  return added.map((f) => f.id);
}
