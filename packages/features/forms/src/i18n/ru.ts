import type { FormsResources } from './types';

/** Russian texts of the `forms` namespace. */
export const ru: FormsResources = {
  common: {
    forms: 'Формы',
  },
};
