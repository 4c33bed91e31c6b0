import type { PayCycleResources } from './types';

/** German texts of the `payCycle` namespace. */
export const de: PayCycleResources = {
  year: 'Jahr',
  cycle: 'Abrechnungszeitraum',
  group: 'Abrechnungszeitraum und sein Jahr',
};
