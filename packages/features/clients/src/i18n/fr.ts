import type { ClientsResources } from './types';

/** French texts of the `clients` namespace. */
export const fr: ClientsResources = {
  common: {
    clients: 'Clients',
  },
};
