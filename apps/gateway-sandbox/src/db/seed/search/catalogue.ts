/**
 * The fixed texts of the seeded support tickets (issue #3, issue #12). The forms catalogue is
 * `catalogue/forms.ts`, the product types and products `catalogue/products.ts`.
 */

/** Subjects of seeded support tickets (`{policy}` is replaced by one of the agent's policy numbers, when any). */
export const TICKET_SUBJECTS: readonly string[] = [
  'Commission missing for policy {policy}',
  'Unable to upload my E&O certificate',
  'Please update my direct deposit details',
  'Chargeback dispute on policy {policy}',
  'Carrier appointment status with Harborview Life',
  'Override not paid on downline production',
  'Cannot sign in on the mobile app',
  'Lead delivery delayed this week',
  'Wrong product listed on policy {policy}',
  'Request for a 1099 correction',
  'Client address change for policy {policy}',
  'Question about the bonus for this pay cycle',
];

