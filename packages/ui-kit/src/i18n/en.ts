/**
 * English texts of ui-kit's own `uiKit` namespace (the reference language): the labels
 * of DataTable, QueryState, ConfirmDialog and FormActions. Every other language has
 * exactly these keys (typed by {@link UiKitResources}, checked by `i18n.test.ts`).
 */
export const en = {
  loading: 'Loading…',
  loadError: 'The data could not be loaded.',
  requestFailed: 'Something went wrong. Please try again.',
  retry: 'Try again',
  noData: 'No data found',
  cancel: 'Cancel',
  confirm: 'Confirm',
  working: 'Working…',
  save: 'Save',
  saving: 'Saving…',
  pagination: {
    label: 'Pagination',
    rowsPerPage: 'Rows per page',
    range: '{{from}}–{{to}} of {{count}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    goToPage: 'Go to page {{page}}',
  },
  search: {
    clear: 'Clear search',
  },
  sort: {
    ascending: 'sorted ascending',
    descending: 'sorted descending',
  },
  mui: {
    close: 'Close',
    open: 'Open',
    clear: 'Clear',
    noOptions: 'No options',
  },
  productTypes: {
    'Term Life': 'Term Life',
    'Whole Life': 'Whole Life',
    'Universal Life': 'Universal Life',
    'Indexed Universal Life': 'Indexed Universal Life',
    'Final Expense': 'Final Expense',
    'Medicare Supplement': 'Medicare Supplement',
    'Medicare Advantage': 'Medicare Advantage',
    'Annuity': 'Annuity',
    'Critical Illness': 'Critical Illness',
    'Accident': 'Accident',
  },
  /**
   * The forms' tags (spec §3 `forms.tag`), keyed by the English tag the gateway sends (a filter's
   * value too): worded for the page (issue #29). Abbreviations (AML, HIPAA, E&O, DNC, CMS, FCRA, CE,
   * GLBA) and product type titles (`productTypes`) are not listed: shown as sent.
   */
  formTags: {
    Ethics: 'Ethics',
    Replacement: 'Replacement',
    Suitability: 'Suitability',
    Complaints: 'Complaints',
    Payroll: 'Payroll',
    Tax: 'Tax',
    Commissions: 'Commissions',
    Contracting: 'Contracting',
    Hierarchy: 'Hierarchy',
    Chargebacks: 'Chargebacks',
    Appointments: 'Appointments',
    Licensing: 'Licensing',
    Leads: 'Leads',
    Planning: 'Planning',
    Production: 'Production',
    Persistency: 'Persistency',
    Recruiting: 'Recruiting',
    'Needs Analysis': 'Needs Analysis',
    Products: 'Products',
    Goals: 'Goals',
    Marketing: 'Marketing',
    Overrides: 'Overrides',
    Onboarding: 'Onboarding',
    Pipeline: 'Pipeline',
  },
};
