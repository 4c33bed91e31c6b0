import type { ClientsResources } from './types';

/** Spanish texts of the `clients` namespace. */
export const es: ClientsResources = {
  common: {
    clients: 'Clientes',
  },
};
