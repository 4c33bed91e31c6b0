import type { ClientsResources } from './types';

/** Italian texts of the `clients` namespace. */
export const it: ClientsResources = {
  common: {
    clients: 'Clienti',
  },
};
