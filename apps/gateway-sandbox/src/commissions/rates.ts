/**
 * The money's fixed values (issue #9; spec §9): when pay cycles begin and what each commission
 * pays. The seed writes rows with them (`db/seed/commissions.ts`) and the routes read them back
 * (the report's downline reaches as far as overrides are paid).
 */

/** First pay cycle of the seed: the first Tuesday of 2023 (spec §9: pay-cycle years run from 2023). */
export const FIRST_PAY_CYCLE = '2023-01-03';

/**
 * Personal commission rate per product type, in basis points of the premium
 * (1 bp = 0.01 %; 4000 = 40 %). Fictional, but in the usual order of magnitude.
 */
export const PERSONAL_RATE_BPS: Readonly<Record<string, number>> = {
  'Term Life': 4000,
  'Whole Life': 5000,
  'Universal Life': 4500,
  'Indexed Universal Life': 5500,
  'Final Expense': 6000,
  'Medicare Supplement': 2000,
  'Medicare Advantage': 2500,
  Annuity: 600,
  'Critical Illness': 3500,
  Accident: 3000,
};

/**
 * Override rates, in basis points of the premium, by generation above the
 * writing agent: the direct upline earns 10 %, the next 5 %, the third 2.5 %.
 * Nobody further up earns an override.
 */
export const OVERRIDE_RATE_BPS: readonly number[] = [1000, 500, 250];
