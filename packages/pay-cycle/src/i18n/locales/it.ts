import type { PayCycleResources } from '../types.js';

/** Italian texts of the `payCycle` namespace. */
export const it: PayCycleResources = {
  year: 'Anno',
  cycle: 'Ciclo di pagamento',
  group: 'Ciclo di pagamento e relativo anno',
};
