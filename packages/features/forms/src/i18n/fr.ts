import type { FormsResources } from './types';

/** French texts of the `forms` namespace. */
export const fr: FormsResources = {
  common: {
    forms: 'Formulaires',
  },
};
