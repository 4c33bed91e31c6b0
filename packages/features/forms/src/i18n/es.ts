import type { FormsResources } from './types';

/** Spanish texts of the `forms` namespace. */
export const es: FormsResources = {
  common: {
    forms: 'Formularios',
  },
};
