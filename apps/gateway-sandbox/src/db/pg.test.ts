import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { onPostgres, testDatabaseUrl } from '../test/postgres.js';
import { openPgDb } from './pg.js';
import { pgliteDb } from './pglite.js';

/** One row of every type whose `pg` default parsing differs from PGlite's. */
const PROBE = `SELECT 7::int8 AS id, count(*) AS n, sum(5::int) AS total, ARRAY[1, 2]::int8[] AS ids,
  '2026-11-17'::date AS day, '1 day'::interval AS span, 1.5::numeric AS amount, '{"a":1}'::jsonb AS doc,
  date_trunc('day', '2026-11-17 23:30:00+00'::timestamptz)::date AS trunc_day
  FROM (VALUES (1)) AS v(x)`;

describe.runIf(onPostgres())('PostgreSQL values have PGlite’s shapes (issue #13 §6)', () => {
  it('int8, counts and sums as numbers, dates as UTC midnight, intervals as text, UTC session', async () => {
    const server = await openPgDb(testDatabaseUrl());
    const embedded = pgliteDb(new PGlite());
    try {
      const [fromServer] = await server.query(PROBE);
      const [fromPglite] = await embedded.query(PROBE);
      expect(fromServer).toEqual(fromPglite);
      expect(fromServer).toEqual({
        id: 7,
        n: 1,
        total: 5,
        ids: [1, 2],
        day: new Date('2026-11-17T00:00:00.000Z'),
        span: '1 day',
        amount: '1.5',
        doc: { a: 1 },
        trunc_day: new Date('2026-11-17T00:00:00.000Z'),
      });
    } finally {
      await server.close();
      await embedded.close();
    }
  });
});
