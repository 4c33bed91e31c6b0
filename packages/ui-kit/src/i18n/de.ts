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
    'Term Life': 'Risikolebensversicherung',
    'Whole Life': 'Lebenslange Todesfallversicherung',
    'Universal Life': 'Universelle Lebensversicherung',
    'Indexed Universal Life': 'Indexgebundene universelle Lebensversicherung',
    'Final Expense': 'Sterbegeldversicherung',
    'Medicare Supplement': 'Medicare-Zusatzversicherung',
    'Medicare Advantage': 'Medicare-Advantage-Plan',
    'Annuity': 'Rentenversicherung',
    'Critical Illness': 'Schwere-Krankheiten-Versicherung',
    'Accident': 'Unfallversicherung',
  },
};
