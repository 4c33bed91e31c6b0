import type { Migration } from './migration.js';

/**
 * Migration 70: clients and forms (issue #11): client birth date, address and folded search columns; policy premiums, face amounts, next premium due; form product line, size and update time.
 * Released, so frozen: never edit this file (its sha256 is in checksums.json); change the schema
 * with a new migration. The SQL is written out literally and imports nothing from the code.
 */
export const migration: Migration = {
  id: 70,
  name: 'clients and forms (issue #11): client birth date, address and folded search columns; policy premiums, face amounts, next premium due; form product line, size and update time',
  sql: `
      -- The new columns are filled by the seed (clientDetailSql / policyDetailSql in its INSERT, upsertForms) and, for a
      -- database seeded before this migration, by backfillClients: nullable here, always set there.
      -- name_folded (global search) and search_folded (name + email, the client list): lower case,
      -- accents folded exactly like users.search_folded (FOLD_FROM / FOLD_TO of src/team/agents.ts).
      ALTER TABLE clients
        ADD COLUMN date_of_birth date,
        ADD COLUMN address_line1 text,
        ADD COLUMN address_line2 text,
        ADD COLUMN city text,
        ADD COLUMN state_code char(2),
        ADD COLUMN zip char(5),
        ADD COLUMN name_folded text GENERATED ALWAYS AS (lower(translate(
          first_name || ' ' || last_name,
          'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝýÿŁłŠšŽžČčĆćŘřŞşĞğİı', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYyyLlSsZzCcCcRrSsGgIi'))) STORED,
        ADD COLUMN search_folded text GENERATED ALWAYS AS (lower(translate(
          first_name || ' ' || last_name || ' ' || coalesce(email, ''),
          'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝýÿŁłŠšŽžČčĆćŘřŞşĞğİı', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYyyLlSsZzCcCcRrSsGgIi'))) STORED,
        ADD COLUMN phone_digits text GENERATED ALWAYS AS (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED;
      -- The global search now reads name_folded: the old index on full_name is unused.
      DROP INDEX clients_full_name_trgm_idx;
      CREATE INDEX clients_name_folded_trgm_idx ON clients USING gin (name_folded gin_trgm_ops);
      -- search_folded has no trigram index: the client list searches one agent's clients (a few
      -- thousand at most, clients_agent_idx), cheaper than a network-wide trigram match.
      CREATE INDEX clients_agent_created_idx ON clients (agent_id, created_at, id);
      -- premium_cents: per premium_mode period; face_amount_cents: null for products without a
      -- death benefit; next_premium_due: ACTIVE and PENDING policies only.
      ALTER TABLE policies
        ADD COLUMN premium_cents integer CHECK (premium_cents > 0),
        ADD COLUMN premium_mode text CHECK (premium_mode IN ('MONTHLY', 'QUARTERLY', 'ANNUAL')),
        ADD COLUMN face_amount_cents bigint CHECK (face_amount_cents > 0),
        ADD COLUMN next_premium_due date,
        ADD CONSTRAINT policies_next_due_status_check
          CHECK (next_premium_due IS NULL OR status IN ('ACTIVE', 'PENDING'));
      CREATE INDEX policies_agent_status_idx ON policies (agent_id, status, client_id);
      ALTER TABLE forms
        ADD COLUMN product_type_id integer REFERENCES product_types(id),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN size_bytes integer CHECK (size_bytes > 0),
        ADD COLUMN search_folded text GENERATED ALWAYS AS (lower(translate(
          title || ' ' || tag || ' ' || code,
          'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝýÿŁłŠšŽžČčĆćŘřŞşĞğİı', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYyyLlSsZzCcCcRrSsGgIi'))) STORED;
      -- The global search and the form list read search_folded: the old index on search_text is unused.
      DROP INDEX forms_search_trgm_idx;
      CREATE INDEX forms_search_folded_trgm_idx ON forms USING gin (search_folded gin_trgm_ops);
      CREATE INDEX forms_product_type_idx ON forms (product_type_id, title) WHERE product_type_id IS NOT NULL;
    `,
};
