import type { Queryable } from '../../db.js';
import { PREMIUM_EVERY_CYCLES, cycleIndex, hashSql, quarterlyPremiumSql } from '../commissions.js';
import { DEMO_ACCOUNTS, SEED_ANCHOR } from '../constants.js';
import { PRODUCT_TYPES } from './catalogue.js';

/**
 * Client and policy details of issue #11 (docs/CONTRACTS.md "Clients"): every client's date of
 * birth and US address, every policy's premium, premium mode, face amount and next premium due,
 * and Ava's accented demo client. Set-based SQL over the rows already inserted, deterministic
 * (hashes of the ids, dates relative to the seed anchor): the fresh seed and `backfillClients`
 * (a database seeded before migration 70) run the same statements and get the same data.
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

/**
 * Writes the issue #11 details of every client and policy (see the module doc):
 * - clients: `date_of_birth` 25–80 years before the anchor; an address in {@link US_CITIES}
 *   (`address_line2` "Apt n" for one in five);
 * - policies: the quarterly premium of the commissions seed (`quarterlyPremiumSql`): MONTHLY (a
 *   third of it) when it divides by 3, else QUARTERLY — so a commission row's premium is always
 *   the premium of one quarter; face amount per {@link FACE_AMOUNT_DOLLARS}; `next_premium_due`:
 *   ACTIVE → the next premium after the anchor's pay cycle on the commissions' schedule (quarterly:
 *   one cycle in {@link PREMIUM_EVERY_CYCLES}; monthly: the month within that quarter), PENDING →
 *   1–3 weeks after the anchor, else null.
 */
export async function seedClientDetails(tx: Queryable): Promise<void> {
  const anchor = isoDay(SEED_ANCHOR);
  const ava = DEMO_ACCOUNTS.ava.email;
  const accented = AVA_ACCENTED_CLIENT;
  await tx.query(
    `UPDATE clients c
        SET first_name = $2, last_name = $3, email = $4 || '.c' || c.id || '@example.com'
      WHERE c.id = (SELECT k.id FROM clients k JOIN users u ON u.id = k.agent_id WHERE u.email = $1 ORDER BY k.id OFFSET $5 LIMIT 1)`,
    [ava, accented.first_name, accented.last_name, 'sofia.hernandez', accented.position],
  );
  await tx.query(
    `UPDATE clients c
        SET date_of_birth = $1::date - (9131 + ${hashSql('c.id', '11', 20089)})::int,
            address_line1 = (100 + ${hashSql('c.id', '13', 9800)})::text || ' ' || ($3::text[])[1 + ${hashSql('c.id', '17', STREETS.length)}],
            address_line2 = CASE WHEN c.id % 5 = 0 THEN 'Apt ' || (1 + c.id % 40) END,
            city = x.city, state_code = x.state, zip = x.zip
       FROM unnest($2::text[], $4::text[], $5::text[]) WITH ORDINALITY AS x (city, state, zip, n)
      WHERE x.n = 1 + ${hashSql('c.id', '3', US_CITIES.length)}`,
    [anchor, US_CITIES.map((c) => c[0]), STREETS, US_CITIES.map((c) => c[1]), US_CITIES.map((c) => c[2])],
  );
  await tx.query(
    `UPDATE clients c
        SET address_line1 = $2, address_line2 = $3, city = $4, state_code = $5, zip = $6, date_of_birth = $7
      WHERE c.agent_id = (SELECT id FROM users WHERE email = $1) AND c.first_name = $8 AND c.last_name = $9`,
    [ava, ...accented.address, accented.date_of_birth, accented.first_name, accented.last_name],
  );
  const faces = Object.entries(FACE_AMOUNT_DOLLARS).map(([title, range]) => [PRODUCT_TYPES.find((t) => t.title === title)!.id, ...range]);
  const anchorCycle = `${cycleIndex(`$1::date`)} % ${PREMIUM_EVERY_CYCLES}`;
  // The next quarterly premium after the anchor's cycle: 1…13 cycles later.
  const nextQuarter = `($1::date + 7 * ((x.id % ${PREMIUM_EVERY_CYCLES} - ${anchorCycle} + ${PREMIUM_EVERY_CYCLES * 2 - 1}) % ${PREMIUM_EVERY_CYCLES} + 1))`;
  await tx.query(
    `UPDATE policies p
        SET premium_mode = CASE WHEN x.q % 3 = 0 THEN 'MONTHLY' ELSE 'QUARTERLY' END,
            premium_cents = CASE WHEN x.q % 3 = 0 THEN x.q / 3 ELSE x.q END,
            face_amount_cents = CASE WHEN f.type_id IS NOT NULL
                                     THEN (f.min + ${hashSql('x.id', '5', 'f.steps')} * f.step)::bigint * 100 END,
            next_premium_due = CASE x.status
              WHEN 'ACTIVE' THEN CASE WHEN x.q % 3 <> 0 THEN ${nextQuarter}
                                      WHEN ${nextQuarter} - 61 > $1::date THEN ${nextQuarter} - 61
                                      WHEN ${nextQuarter} - 31 > $1::date THEN ${nextQuarter} - 31
                                      ELSE ${nextQuarter} END
              WHEN 'PENDING' THEN $1::date + 7 + x.id % 15 END
       FROM (SELECT k.id, k.status, pr.product_type_id, ${quarterlyPremiumSql('k.id')} AS q
               FROM policies k JOIN products pr ON pr.id = k.product_id) x
       LEFT JOIN unnest($2::int[], $3::int[], $4::int[], $5::int[]) AS f (type_id, min, step, steps) ON f.type_id = x.product_type_id
      WHERE p.id = x.id`,
    [anchor, faces.map((f) => f[0]), faces.map((f) => f[1]), faces.map((f) => f[2]), faces.map((f) => f[3])],
  );
}
