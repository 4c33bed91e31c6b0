/** The currency of every amount on the wire (integer US cents; docs/CONTRACTS.md "Money", "Clients"). */
export const CURRENCY = 'USD';
