import type { FormsResources } from './types';

/** German texts of the `forms` namespace. */
export const de: FormsResources = {
  common: {
    forms: 'Formulare',
  },
};
