import type { Queryable } from '../db/db.js';

/**
 * One tagged template for SQL (issue #30 item 2): every interpolated value becomes a positional
 * parameter (`$1`, `$2`, … in the order written), so a query builder never splices user input into
 * the text and never counts parameters by hand. A nested {@link Sql} fragment is inlined with its
 * own values (renumbered), {@link sql.raw} inlines trusted text (a column, a direction, a number the
 * route validated), {@link sql.join} joins fragments.
 *
 * ```ts
 * const where = sql.join([sql`c.agent_id = ${userId}`, ...(kind ? [sql`c.kind = ${kind}`] : [])], ' AND ');
 * await queryRows(db, sql`SELECT id FROM commissions c WHERE ${where} ORDER BY ${sql.raw(column)}`);
 * ```
 * A value used twice is two parameters: cast each use (`${x}::text IS NULL OR col = ${x}`).
 */
export class Sql {
  /** @internal use the {@link sql} tag. */
  constructor(
    private readonly strings: readonly string[],
    private readonly values: readonly unknown[],
  ) {}

  /** The statement text with `$n` placeholders (numbered from `first`) and its parameter values. */
  render(first = 1): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const text = this.write(values, first - 1);
    return { text, values };
  }

  private write(values: unknown[], base: number): string {
    let text = this.strings[0]!;
    this.values.forEach((value, index) => {
      if (value instanceof Sql) text += value.write(values, base);
      else {
        values.push(value);
        text += `$${base + values.length}`;
      }
      text += this.strings[index + 1]!;
    });
    return text;
  }
}

/** A SQL fragment whose `${values}` are parameters (see {@link Sql}). */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/** Trusted SQL text inlined as is (identifiers, keywords, validated numbers); never user input. */
sql.raw = (text: string): Sql => new Sql([text], []);

/** `fragments` joined by `separator` (e.g. `' AND '`); `empty` when there are none. */
sql.join = (fragments: readonly Sql[], separator: string, empty = ''): Sql =>
  fragments.length === 0 ? sql.raw(empty) : new Sql(['', ...fragments.slice(1).map(() => separator), ''], fragments);

/** Runs a {@link Sql} statement on `db`: its rows. */
export function queryRows<T = Record<string, unknown>>(db: Queryable, statement: Sql): Promise<T[]> {
  const { text, values } = statement.render();
  return db.query<T>(text, values);
}
