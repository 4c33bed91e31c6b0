import type { PayCycleResources } from '../types.js';

/** German texts of the `payCycle` namespace. */
export const de: PayCycleResources = {
  year: 'Jahr',
  cycle: 'Abrechnungszeitraum',
  group: 'Abrechnungszeitraum und sein Jahr',
};
