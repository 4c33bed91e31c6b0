/**
 * English texts of the `clients` namespace (the agent's clients (spec §2 my-clients, my-clients/{id}; §6); issue #11).
 */
export const en = {
  common: {
    clients: 'Clients',
  },
};
