import type { PayCycleResources } from '../types.js';

/** Spanish texts of the `payCycle` namespace. */
export const es: PayCycleResources = {
  year: 'Año',
  cycle: 'Ciclo de pago',
  group: 'Ciclo de pago y su año',
};
