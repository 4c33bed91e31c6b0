import type { PayCycleResources } from '../types.js';

/** French texts of the `payCycle` namespace. */
export const fr: PayCycleResources = {
  year: 'Année',
  cycle: 'Cycle de paie',
  group: 'Cycle de paie et son année',
};
