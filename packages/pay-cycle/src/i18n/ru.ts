import type { PayCycleResources } from './types.js';

/** Russian texts of the `payCycle` namespace. */
export const ru: PayCycleResources = {
  year: 'Год',
  cycle: 'Платёжный период',
  group: 'Платёжный период и его год',
};
