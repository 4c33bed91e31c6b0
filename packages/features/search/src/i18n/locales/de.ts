import type { SearchTexts } from '../types.js';

/** German texts of the `search` namespace. */
export const de: SearchTexts = {
  title: 'Suchen',
  inputLabel: 'Kunden, Formulare und Tickets suchen',
  placeholder: 'Name, Policennummer, Formular oder Ticket',
  enterText: 'Suchbegriff eingeben',
  noResult: 'Keine Ergebnisse gefunden',
  searching: 'Suche läuft…',
  error: 'Die Suche ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  close: 'Suche schließen',
  results: 'Suchergebnisse',
  resultCount: 'Ergebnisse: {{count}}',
  keysHint: '↑ ↓ zum Wechseln · Enter zum Öffnen · Esc zum Schließen',
  groups: { clients: 'Kunden', forms: 'Formulare', support: 'Support' },
  na: 'k. A.',
  morePolicies: '+{{count}} weitere',
  licensedOnly: 'Nur für lizenzierte Vertragspartner',
  categories: { POLICY_FORMS: 'Policenformulare', COMPLIANCE_FORMS: 'Compliance-Formulare', BACK_OFFICE: 'Backoffice', BUSSINESS_OVERVIEW: 'Geschäftsübersicht' },
  status: { OPEN: 'Offen', IN_PROGRESS: 'In Bearbeitung', RESOLVED: 'Gelöst', CLOSED: 'Geschlossen' },
};
