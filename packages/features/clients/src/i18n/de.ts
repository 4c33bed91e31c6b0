import type { ClientsResources } from './types';

/** German texts of the `clients` namespace. */
export const de: ClientsResources = {
  common: {
    clients: 'Kunden',
  },
};
