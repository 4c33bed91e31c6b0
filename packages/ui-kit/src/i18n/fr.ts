import type { UiKitResources } from './types.js';

/** French texts of the `uiKit` namespace. */
export const fr: UiKitResources = {
  loading: 'Chargement…',
  loadError: 'Les données n’ont pas pu être chargées.',
  requestFailed: 'Une erreur s’est produite. Veuillez réessayer.',
  retry: 'Réessayer',
  noData: 'Aucune donnée',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  working: 'Traitement…',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  pagination: {
    label: 'Pagination',
    rowsPerPage: 'Lignes par page',
    range: '{{from}}–{{to}} sur {{count}}',
    first: 'Première page',
    previous: 'Page précédente',
    next: 'Page suivante',
    last: 'Dernière page',
    goToPage: 'Aller à la page {{page}}',
  },
  search: {
    clear: 'Effacer la recherche',
  },
  sort: {
    ascending: 'tri croissant',
    descending: 'tri décroissant',
  },
  mui: {
    close: 'Fermer',
    open: 'Ouvrir',
    clear: 'Effacer',
    noOptions: 'Aucune option',
  },
  productTypes: {
    'Term Life': 'Assurance vie temporaire',
    'Whole Life': 'Assurance vie entière',
    'Universal Life': 'Assurance vie universelle',
    'Indexed Universal Life': 'Assurance vie universelle indexée',
    'Final Expense': 'Assurance obsèques',
    'Medicare Supplement': 'Complémentaire Medicare',
    'Medicare Advantage': 'Régime Medicare Advantage',
    'Annuity': 'Rente',
    'Critical Illness': 'Assurance maladies graves',
    'Accident': 'Assurance accidents',
  },
};
