/**
 * The migrations are frozen once released (issue #30 item 2).
 *
 * Each migration is one file `NNN-slug.ts` in this folder (NNN: its id, three digits) exporting
 * `migration` with its SQL written out literally; `index.ts` lists them in ascending id order and
 * `checksums.json` holds the sha256 of each file's bytes. This test fails when a listed file
 * changes by one byte, when a file is missing from the list or the index, when ids repeat or run
 * out of order, when a migration file imports anything but types (a live constant would change
 * a shipped migration when the code changes), and when a migration moved out of the old
 * `src/db/migrations.ts` array no longer has the id, name and SQL that array produced
 * (`legacy-array.snapshot.json`, written once from it before it was deleted).
 *
 * To add a migration:
 * 1. create `NNN-slug.ts` with the next free id (copy the shape of the last one; SQL literal, no
 *    imports but `import type`);
 * 2. add it at the end of `MIGRATIONS` in `index.ts`;
 * 3. run `pnpm --filter @agent-portal/gateway-sandbox migrations:checksum`: it adds the new
 *    file's line to `checksums.json` and refuses (exit 1) if a released file changed.
 * Never edit a released migration or its checksum line: change the schema with a new migration.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles, readChecksums, updateChecksums } from './checksums.js';
import { MIGRATIONS } from './index.js';
import type { Migration } from './migration.js';

const files = migrationFiles();

/** The module specifiers a file imports or re-exports at run time (`import type` ones left out). */
function valueImports(file: string, text: string = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      // Only `import type …`: `import { type X }` still loads the module (verbatimModuleSyntax).
      const typeOnly = node.importClause?.isTypeOnly === true;
      if (!typeOnly) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly) {
      found.push(node.moduleReference.getText(source));
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      found.push(node.arguments[0]?.getText(source) ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('migration files', () => {
  it('are named NNN-slug.ts, one per id, and index.ts lists every one in ascending id order', async () => {
    expect(files.length).toBeGreaterThan(0);
    const ids = files.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of files) {
      const { migration } = (await import(/* @vite-ignore */ `./${f.file}`)) as { migration: Migration };
      expect(migration.id, f.file).toBe(f.id);
      expect(MIGRATIONS, `${f.file} is listed in index.ts`).toContain(migration);
    }
    expect(MIGRATIONS.map((m) => m.id)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('have the checksum listed in checksums.json: a released migration never changes, each file has a line', () => {
    const listed = readChecksums();
    expect(Object.keys(listed).map(Number)).toEqual(files.map((f) => f.id).sort((a, b) => a - b));
    for (const f of files) expect(f.sha256, `${f.file} changed after release: restore it and add a new migration`).toBe(listed[f.id]);
  });

  it('import nothing but types', () => {
    for (const f of files) expect(valueImports(f.file), f.file).toEqual([]);
    // The check itself: a live constant is caught, a type is not.
    const planted = [
      "import type { Migration } from './migration.js';",
      "import { type Db } from '../db.js';",
      "import { FOLD_FROM } from '../../team/agents.js';",
      "import { type Db as D, RANKS } from '../db.js';",
      "export { x } from './x.js';",
      "const m = await import('./m.js');",
    ].join('\n');
    expect(valueImports('planted.ts', planted)).toEqual(['../db.js', '../../team/agents.js', '../db.js', './x.js', "'./m.js'"]);
  });

  it('hold the ids, names and SQL the old array in src/db/migrations.ts produced, applied in the same order', () => {
    const legacy = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'legacy-array.snapshot.json'), 'utf8')) as Migration[];
    // The old runner sorted the array by id; the snapshot is in that order, the index starts with it.
    expect(MIGRATIONS.slice(0, legacy.length).map(({ id, name, sql }) => ({ id, name, sql }))).toEqual(legacy);
  });
});

describe('migrations:checksum (updateChecksums)', () => {
  /** A temporary copy of the folder's migration files and checksum list. */
  function copy(): { dir: string; list: string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const f of files) copyFileSync(path.join(MIGRATIONS_DIR, f.file), path.join(dir, f.file));
    const list = path.join(dir, 'checksums.json');
    copyFileSync(path.join(MIGRATIONS_DIR, 'checksums.json'), list);
    return { dir, list };
  }

  it('adds a new file line and leaves the released lines as they are', () => {
    const { dir, list } = copy();
    try {
      expect(updateChecksums(dir, list)).toEqual([]);
      writeFileSync(path.join(dir, '999-next.ts'), 'export {};\n');
      expect(updateChecksums(dir, list)).toEqual([999]);
      const next = readChecksums(list);
      expect(Object.keys(next).at(-1)).toBe('999');
      expect({ ...next, 999: undefined }).toEqual({ ...readChecksums(), 999: undefined });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses when a released file changed, and leaves the list unchanged', () => {
    const { dir, list } = copy();
    try {
      const first = files[0]!.file;
      writeFileSync(path.join(dir, first), `${readFileSync(path.join(dir, first), 'utf8')}// edited\n`);
      const before = readFileSync(list, 'utf8');
      expect(() => updateChecksums(dir, list)).toThrow(`released migrations changed (restore them and add a new migration instead): ${first}`);
      expect(readFileSync(list, 'utf8')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
