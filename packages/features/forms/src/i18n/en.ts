/**
 * English texts of the `forms` namespace (forms, the business overview and compliance (spec §2 forms, business-overview, compliance; §6); issue #11).
 */
export const en = {
  common: {
    forms: 'Forms',
  },
};
