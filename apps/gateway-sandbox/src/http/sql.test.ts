import { describe, expect, it } from 'vitest';
import { sql } from './sql.js';

describe('sql', () => {
  it('turns every value into a numbered parameter, nested fragments included', () => {
    const kind = 'PERSONAL';
    const where = sql.join([sql`agent_id = ${12}`, sql`kind = ${kind}`], ' AND ');
    const query = sql`SELECT id FROM commissions WHERE ${where} ORDER BY ${sql.raw('id DESC')} LIMIT ${10}`;
    expect(query.render()).toEqual({
      text: 'SELECT id FROM commissions WHERE agent_id = $1 AND kind = $2 ORDER BY id DESC LIMIT $3',
      values: [12, 'PERSONAL', 10],
    });
  });

  it('keeps text with no values as is and joins nothing into the empty text', () => {
    expect(sql`SELECT 1`.render()).toEqual({ text: 'SELECT 1', values: [] });
    expect(sql`WHERE ${sql.join([], ' AND ', 'TRUE')}`.render()).toEqual({ text: 'WHERE TRUE', values: [] });
  });

  it('numbers from a given first parameter and never splices a value into the text', () => {
    const evil = "x'; DROP TABLE users; --";
    expect(sql`name = ${evil}`.render(3)).toEqual({ text: 'name = $3', values: [evil] });
  });
});
