import type { Migration } from './migration.js';

/**
 * Migration 140: one category per form (issue #28 item 6): policy forms are POLICY_FORMS with PF- codes, no longer BACK_OFFICE.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 140,
  name: 'one category per form (issue #28 item 6): policy forms are POLICY_FORMS with PF- codes, no longer BACK_OFFICE',
  sql: `
      -- The policy forms (a product line set) were BACK_OFFICE forms with BO-012…041 codes, so the
      -- back-office list showed them too and the policy-forms list showed BO- codes. Each form now has
      -- one category and the three lists of spec §2 are disjoint: POLICY_FORMS, PF-001… in id order,
      -- their files in forms/policy/ (the next start writes them, ensureSeedFiles). The codes are
      -- moved through a temporary value: code is UNIQUE. A database seeded before migration 70 has no
      -- policy forms yet: backfillClients writes them as the seed does now (upsertForms).
      ALTER TABLE forms DROP CONSTRAINT forms_category_check;
      ALTER TABLE forms ADD CONSTRAINT forms_category_check
        CHECK (category IN ('POLICY_FORMS', 'COMPLIANCE_FORMS', 'BACK_OFFICE', 'BUSSINESS_OVERVIEW'));
      UPDATE forms SET code = 'tmp-' || code WHERE product_type_id IS NOT NULL;
      UPDATE forms f
         SET category = 'POLICY_FORMS',
             code = 'PF-' || lpad(n.n::text, 3, '0'),
             link = regexp_replace(f.link, '^forms/back-office/', 'forms/policy/'),
             sample_file = regexp_replace(f.sample_file, '^forms/back-office/', 'forms/policy/')
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM forms WHERE product_type_id IS NOT NULL) n
       WHERE f.id = n.id;
      ANALYZE forms;
    `,
};
