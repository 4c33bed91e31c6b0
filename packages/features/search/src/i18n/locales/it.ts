import type { SearchTexts } from '../types.js';

/** Italian texts of the `search` namespace. */
export const it: SearchTexts = {
  title: 'Cerca',
  inputLabel: 'Cerca clienti, moduli e ticket',
  placeholder: 'Nome, numero di polizza, modulo o ticket',
  enterText: 'Inserisca un testo da cercare',
  noResult: 'Nessun risultato trovato',
  searching: 'Ricerca in corso…',
  error: 'La ricerca non è riuscita. Controlli la connessione e riprovi.',
  retry: 'Riprova',
  close: 'Chiudi ricerca',
  results: 'Risultati della ricerca',
  resultCount: 'Risultati: {{count}}',
  keysHint: '↑ ↓ per spostarti · Invio per aprire · Esc per chiudere',
  groups: { clients: 'Clienti', forms: 'Moduli', support: 'Assistenza' },
  na: 'N/D',
  morePolicies: '+{{count}} altre',
  licensedOnly: 'Solo per collaboratori abilitati',
  categories: { POLICY_FORMS: 'Moduli di polizza', COMPLIANCE_FORMS: 'Moduli di conformità', BACK_OFFICE: 'Back office', BUSSINESS_OVERVIEW: 'Panoramica attività' },
  status: { OPEN: 'Aperto', IN_PROGRESS: 'In lavorazione', RESOLVED: 'Risolto', CLOSED: 'Chiuso' },
};
