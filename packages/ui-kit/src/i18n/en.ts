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
};
