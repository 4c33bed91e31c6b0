import type { FormsResources } from './types';

/** Italian texts of the `forms` namespace. */
export const it: FormsResources = {
  common: {
    forms: 'Moduli',
  },
};
