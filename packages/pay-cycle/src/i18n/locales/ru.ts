import type { PayCycleResources } from '../types.js';

/** Russian texts of the `payCycle` namespace. */
export const ru: PayCycleResources = {
  year: 'Год',
  cycle: 'Расчётный период',
  group: 'Расчётный период и его год',
};
