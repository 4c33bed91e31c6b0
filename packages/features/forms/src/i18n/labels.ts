/**
 * The English menu and page labels of the `forms` namespace: what the shell shows before any of the
 * feature's code has loaded. They travel with the feature object (its `translations`); `en.ts`
 * spreads them, so every language file has them (`menu.*`, `pages.*`; issue #30).
 */
export const labels = {
  menu: {
    forms: 'Forms',
    policyForms: 'Policy Forms',
    backOffice: 'Back Office',
    complianceForms: 'Compliance Forms',
    businessOverview: 'Business Overview',
    compliance: 'Compliance',
  },
  pages: {
    forms: 'Forms',
    policyForms: 'Policy Forms',
    backOffice: 'Back Office Forms',
    complianceForms: 'Compliance Forms',
    businessOverview: 'Business Overview',
    compliance: 'Compliance',
  },
} as const;
