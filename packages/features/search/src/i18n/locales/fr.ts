import type { SearchTexts } from '../types.js';

/** French texts of the `search` namespace. */
export const fr: SearchTexts = {
  title: 'Rechercher',
  inputLabel: 'Rechercher des clients, formulaires et tickets',
  placeholder: 'Nom, numéro de police, formulaire ou ticket',
  enterText: 'Saisissez un texte à rechercher',
  noResult: 'Aucun résultat trouvé',
  searching: 'Recherche…',
  error: 'La recherche a échoué. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  close: 'Fermer la recherche',
  results: 'Résultats de recherche',
  resultCount: 'Résultats : {{count}}',
  keysHint: '↑ ↓ pour naviguer · Entrée pour ouvrir · Échap pour fermer',
  groups: { clients: 'Clients', forms: 'Formulaires', support: 'Assistance' },
  na: 'N/D',
  morePolicies: '+{{count}} de plus',
  licensedOnly: 'Réservé aux contractants agréés',
  categories: { POLICY_FORMS: 'Formulaires de contrats', COMPLIANCE_FORMS: 'Formulaires de conformité', BACK_OFFICE: 'Back-office', BUSSINESS_OVERVIEW: 'Vue d’ensemble de l’activité' },
  status: { OPEN: 'Ouvert', IN_PROGRESS: 'En cours', RESOLVED: 'Résolu', CLOSED: 'Fermé' },
};
