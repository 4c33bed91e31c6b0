/**
 * Something SQL can run on: the database itself or an open transaction.
 * Parameters are positional (`$1`, `$2`, …), as in PostgreSQL.
 */
export interface Queryable {
  /**
   * Runs one statement.
   * @returns the result rows (empty for statements without RETURNING).
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one database abstraction of the sandbox, implemented over embedded PGlite
 * ({@link ./pglite.ts}) and over a PostgreSQL server through `pg` ({@link ./pg.ts}).
 */
export interface Db extends Queryable {
  /**
   * Runs `fn` inside a transaction: committed when it resolves, rolled back
   * (and the error rethrown) when it rejects, so nothing is half-stored.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection(s); the Db is unusable afterwards. */
  close(): Promise<void>;
}
