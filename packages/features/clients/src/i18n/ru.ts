import type { ClientsResources } from './types';

/** Russian texts of the `clients` namespace. */
export const ru: ClientsResources = {
  common: {
    clients: 'Клиенты',
  },
};
