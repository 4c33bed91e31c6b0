import type { UiKitResources } from './types.js';

/** German texts of the `uiKit` namespace. */
export const de: UiKitResources = {
  loading: 'Wird geladen…',
  loadError: 'Die Daten konnten nicht geladen werden.',
  requestFailed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  noData: 'Keine Daten gefunden',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  working: 'Wird ausgeführt…',
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  pagination: {
    label: 'Seitennavigation',
    rowsPerPage: 'Zeilen pro Seite',
    range: '{{from}}–{{to}} von {{count}}',
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
    goToPage: 'Zu Seite {{page}}',
  },
  search: {
    clear: 'Suche löschen',
  },
  sort: {
    ascending: 'aufsteigend sortiert',
    descending: 'absteigend sortiert',
  },
  mui: {
    close: 'Schließen',
    open: 'Öffnen',
    clear: 'Leeren',
    noOptions: 'Keine Optionen',
  },
  productTypes: {
    'Term Life': 'Risiko\u00ADlebens\u00ADversicherung',
    'Whole Life': 'Lebenslange Todesfall\u00ADversicherung',
    'Universal Life': 'Universelle Lebens\u00ADversicherung',
    'Indexed Universal Life': 'Index\u00ADgebundene universelle Lebens\u00ADversicherung',
    'Final Expense': 'Sterbegeld\u00ADversicherung',
    'Medicare Supplement': 'Medicare-Zusatz\u00ADversicherung',
    'Medicare Advantage': 'Medicare-Advantage-Plan',
    'Annuity': 'Renten\u00ADversicherung',
    'Critical Illness': 'Schwere-Krankheiten-Versicherung',
    'Accident': 'Unfall\u00ADversicherung',
  },
};
