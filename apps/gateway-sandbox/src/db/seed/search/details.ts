import type { Queryable } from '../../db.js';
import { PREMIUM_EVERY_CYCLES, cycleIndex, hashSql, quarterlyPremiumSql } from '../commissions.js';
import { DEMO_ACCOUNTS, SEED_ANCHOR } from '../constants.js';
import { PRODUCT_TYPES } from '../../../catalogue/products.js';

/**
 * Client and policy details of issue #11 (docs/CONTRACTS.md "Clients"): every client's date of
 * birth and US address, every policy's premium, premium mode, face amount and next premium due,
 * and Ava's accented demo client. SQL expressions of the row's id (deterministic hashes, dates
 * relative to the seed anchor): the fresh seed computes them in its INSERT (each row written
 * once: an UPDATE of every row would leave a dead version in each trigram index, which slowed
 * the search by a third), `backfillClients` (a database seeded before migration 70) in an UPDATE
 * — both get the same data.
 */

/** Real US cities with their state and a real ZIP code of each (addresses of seeded clients). */
export const US_CITIES: readonly (readonly [city: string, state: string, zip: string])[] = [
  ['Austin', 'TX', '78704'], ['Houston', 'TX', '77019'], ['Dallas', 'TX', '75204'], ['San Antonio', 'TX', '78205'],
  ['Miami', 'FL', '33133'], ['Orlando', 'FL', '32801'], ['Tampa', 'FL', '33602'], ['Jacksonville', 'FL', '32202'],
  ['Atlanta', 'GA', '30308'], ['Chicago', 'IL', '60614'], ['New York', 'NY', '10025'], ['Brooklyn', 'NY', '11201'],
  ['Los Angeles', 'CA', '90026'], ['San Diego', 'CA', '92101'], ['San Francisco', 'CA', '94103'], ['Sacramento', 'CA', '95814'],
  ['Phoenix', 'AZ', '85004'], ['Tucson', 'AZ', '85701'], ['Denver', 'CO', '80205'], ['Las Vegas', 'NV', '89101'],
  ['Seattle', 'WA', '98101'], ['Portland', 'OR', '97205'], ['Boston', 'MA', '02108'], ['Philadelphia', 'PA', '19103'],
  ['Pittsburgh', 'PA', '15222'], ['Charlotte', 'NC', '28202'], ['Raleigh', 'NC', '27601'], ['Nashville', 'TN', '37203'],
  ['Memphis', 'TN', '38103'], ['New Orleans', 'LA', '70112'], ['Columbus', 'OH', '43215'], ['Cleveland', 'OH', '44113'],
  ['Detroit', 'MI', '48226'], ['Minneapolis', 'MN', '55401'], ['Kansas City', 'MO', '64105'], ['St. Louis', 'MO', '63101'],
  ['Salt Lake City', 'UT', '84101'], ['Albuquerque', 'NM', '87102'], ['Omaha', 'NE', '68102'], ['Indianapolis', 'IN', '46204'],
  ['Louisville', 'KY', '40202'], ['Baltimore', 'MD', '21201'], ['Richmond', 'VA', '23219'], ['Newark', 'NJ', '07102'],
  ['Birmingham', 'AL', '35203'], ['Oklahoma City', 'OK', '73102'], ['Boise', 'ID', '83702'], ['Honolulu', 'HI', '96813'],
  ['Milwaukee', 'WI', '53202'], ['Albany', 'NY', '12207'],
];

/** Street names of the seeded addresses. */
export const STREETS: readonly string[] = [
  'Oak Street', 'Maple Avenue', 'Cedar Lane', 'Park Boulevard', 'Elm Street', 'Washington Avenue', 'Lakeview Drive',
  'Sunset Road', 'Hillcrest Drive', 'River Road', 'Main Street', 'Pine Court', 'Magnolia Way', 'Willow Bend',
];

/**
 * Face amount (death benefit) ranges in whole dollars per product type title: `[min, step, steps]`
 * → min + k × step, k in 0…steps − 1. Product types absent here (Annuity, the Medicare plans,
 * Accident) have none (null).
 */
export const FACE_AMOUNT_DOLLARS: Readonly<Record<string, readonly [number, number, number]>> = {
  'Term Life': [100_000, 25_000, 37],
  'Whole Life': [25_000, 5_000, 96],
  'Universal Life': [100_000, 25_000, 27],
  'Indexed Universal Life': [100_000, 25_000, 37],
  'Final Expense': [5_000, 1_000, 31],
  'Critical Illness': [10_000, 5_000, 19],
};

/**
 * Ava's accented demo client (issue #11: an unaccented search finds an accented name): her fourth
 * client by id (id 74 at `SEED_SCALE=1`, with policies CI-0000083 and MA-0000084, both ACTIVE) is
 * renamed to this name with this address and birth date.
 */
export const AVA_ACCENTED_CLIENT = {
  first_name: 'Sofía',
  last_name: 'Hernández',
  /** 0-based position among Ava's clients ordered by id. */
  position: 3,
  address: ['2100 Lavaca Street', 'Apt 12', 'Austin', 'TX', '78705'],
  date_of_birth: '1984-03-09',
} as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const ANCHOR = `date '${isoDay(SEED_ANCHOR)}'`;
/** A SQL text literal (quotes doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]`;
const CITY = textArray(US_CITIES.map((c) => c[0]));
const STATE = textArray(US_CITIES.map((c) => c[1]));
const ZIP = textArray(US_CITIES.map((c) => c[2]));
const cityIndex = (id: string) => `(1 + ${hashSql(id, '3', US_CITIES.length)})`;

/**
 * The SQL expressions of a client's issue #11 columns, from its id expression: `date_of_birth`
 * 25–80 years before the anchor; an address in {@link US_CITIES} (`address_line2` "Apt n" for one
 * in five). Used by the seed's INSERT (no second write of the rows) and by the backfill's UPDATE.
 */
export function clientDetailSql(id: string): Record<'date_of_birth' | 'address_line1' | 'address_line2' | 'city' | 'state_code' | 'zip', string> {
  return {
    date_of_birth: `${ANCHOR} - (9131 + ${hashSql(id, '11', 20089)})::int`,
    address_line1: `(100 + ${hashSql(id, '13', 9800)})::text || ' ' || (${textArray(STREETS)})[1 + ${hashSql(id, '17', STREETS.length)}]`,
    address_line2: `CASE WHEN ${id} % 5 = 0 THEN 'Apt ' || (1 + ${id} % 40) END`,
    city: `(${CITY})[${cityIndex(id)}]`,
    state_code: `(${STATE})[${cityIndex(id)}]`,
    zip: `(${ZIP})[${cityIndex(id)}]`,
  };
}

/**
 * The SQL expressions of a policy's issue #11 columns, from its id, status and product type id
 * expressions:
 * - the quarterly premium of the commissions seed (`quarterlyPremiumSql`) as MONTHLY (a third of it)
 *   when it divides by 3, else QUARTERLY — so a commission row's premium is always one quarter's;
 * - face amount per {@link FACE_AMOUNT_DOLLARS} (null for the other product types);
 * - `next_premium_due`: ACTIVE → the next premium after the anchor's pay cycle on the commissions'
 *   schedule (quarterly: one cycle in {@link PREMIUM_EVERY_CYCLES}, by policy id; monthly: the month
 *   within that quarter), PENDING → 1–3 weeks after the anchor, else null.
 */
export function policyDetailSql(id: string, status: string, typeId: string): Record<'premium_cents' | 'premium_mode' | 'face_amount_cents' | 'next_premium_due', string> {
  const q = quarterlyPremiumSql(id);
  const faces = Object.entries(FACE_AMOUNT_DOLLARS).map(([title, [min, step, steps]]) => {
    const type = PRODUCT_TYPES.find((t) => t.title === title)!;
    return `WHEN ${type.id} THEN (${min} + ${hashSql(id, '5', steps)} * ${step})::bigint * 100`;
  });
  // The next quarterly premium after the anchor's cycle: 1…13 cycles later.
  const n = PREMIUM_EVERY_CYCLES;
  const next = `(${ANCHOR} + 7 * ((${id} % ${n} - ${cycleIndex(ANCHOR)} % ${n} + ${n * 2 - 1}) % ${n} + 1))`;
  return {
    premium_mode: `CASE WHEN ${q} % 3 = 0 THEN 'MONTHLY' ELSE 'QUARTERLY' END`,
    premium_cents: `CASE WHEN ${q} % 3 = 0 THEN ${q} / 3 ELSE ${q} END`,
    face_amount_cents: `CASE ${typeId} ${faces.join(' ')} END`,
    next_premium_due: `CASE ${status}
      WHEN 'ACTIVE' THEN CASE WHEN ${q} % 3 <> 0 THEN ${next}
                              WHEN ${next} - 61 > ${ANCHOR} THEN ${next} - 61
                              WHEN ${next} - 31 > ${ANCHOR} THEN ${next} - 31
                              ELSE ${next} END
      WHEN 'PENDING' THEN ${ANCHOR} + 7 + ${id} % 15 END`,
  };
}

/**
 * Renames Ava's {@link AVA_ACCENTED_CLIENT} (her client at `position` by id) and gives her the fixed
 * address and birth date. Idempotent.
 */
export async function seedAccentedClient(tx: Queryable): Promise<void> {
  const a = AVA_ACCENTED_CLIENT;
  await tx.query(
    `UPDATE clients c
        SET first_name = $2, last_name = $3, email = $4 || '.c' || c.id || '@example.com',
            address_line1 = $6, address_line2 = $7, city = $8, state_code = $9, zip = $10, date_of_birth = $11
      WHERE c.id = (SELECT k.id FROM clients k JOIN users u ON u.id = k.agent_id WHERE u.email = $1 ORDER BY k.id OFFSET $5 LIMIT 1)`,
    [DEMO_ACCOUNTS.ava.email, a.first_name, a.last_name, 'sofia.hernandez', a.position, ...a.address, a.date_of_birth],
  );
}

/**
 * Writes the issue #11 details ({@link clientDetailSql}, {@link policyDetailSql}) into every client
 * and policy already there — a database seeded before migration 70 (`backfillClients`); the same
 * expressions as a fresh seed's INSERT, so the result is equal — and Ava's accented client.
 */
export async function backfillClientDetails(tx: Queryable): Promise<void> {
  const client = clientDetailSql('c.id');
  await tx.exec(`UPDATE clients c SET ${Object.entries(client).map(([column, sql]) => `${column} = ${sql}`).join(', ')}`);
  const policy = policyDetailSql('p.id', 'p.status', 'pr.product_type_id');
  await tx.exec(
    `UPDATE policies p SET ${Object.entries(policy).map(([column, sql]) => `${column} = ${sql}`).join(', ')}
       FROM products pr WHERE pr.id = p.product_id`,
  );
  await seedAccentedClient(tx);
}
