import type { Migration } from './migration.js';

/**
 * Migration 130: open on content (issue #27 §4): the day a commission was earned and a bonus awarded, within its pay cycle.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 130,
  name: 'open on content (issue #27 §4): the day a commission was earned and a bonus awarded, within its pay cycle',
  sql: `
      -- A cycle in progress is compared with the same days of the one before: money needs its day.
      -- Rows seeded before get the day the seed gives them now (src/db/seed/commissions.ts).
      ALTER TABLE commissions ADD COLUMN earned_on date;
      CREATE TEMPORARY TABLE demo_first ON COMMIT DROP AS 
  SELECT DISTINCT ON (c.agent_id, c.pay_cycle_start) c.policy_id, c.pay_cycle_start
    FROM commissions c JOIN users u ON u.id = c.agent_id AND u.email IN ('ava.licensed@agent-portal.test', 'uma.upline@agent-portal.test', 'leo.unlicensed@agent-portal.test', 'bea.blocked@agent-portal.test')
   ORDER BY c.agent_id, c.pay_cycle_start, c.policy_id;
      UPDATE commissions c
         SET earned_on = c.pay_cycle_start
                       + (CASE WHEN EXISTS (SELECT 1 FROM demo_first f WHERE f.policy_id = c.policy_id AND f.pay_cycle_start = c.pay_cycle_start) THEN 0 ELSE ((c.policy_id::bigint * 2654435761 + (((c.pay_cycle_start - date '2023-01-03') / 7) * 7 + 5)::bigint * 40503) % 7)::int END);
      ALTER TABLE commissions ALTER COLUMN earned_on SET NOT NULL,
        ADD CONSTRAINT commissions_earned_in_cycle CHECK (earned_on BETWEEN pay_cycle_start AND pay_cycle_start + 6);
      ALTER TABLE bonuses ADD COLUMN awarded_on date;
      UPDATE bonuses SET awarded_on = (pay_cycle_start + ((agent_id::bigint * 2654435761 + (((pay_cycle_start - date '2023-01-03') / 7) * 3 + length(bonus_type))::bigint * 40503) % 7)::int);
      ALTER TABLE bonuses ALTER COLUMN awarded_on SET NOT NULL,
        ADD CONSTRAINT bonuses_awarded_in_cycle CHECK (awarded_on BETWEEN pay_cycle_start AND pay_cycle_start + 6);
    `,
};
