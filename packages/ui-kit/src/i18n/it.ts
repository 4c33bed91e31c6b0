import type { UiKitResources } from './types.js';

/** Italian texts of the `uiKit` namespace. */
export const it: UiKitResources = {
  loading: 'Caricamento…',
  loadError: 'Impossibile caricare i dati.',
  requestFailed: 'Qualcosa è andato storto. Riprova.',
  retry: 'Riprova',
  noData: 'Nessun dato trovato',
  cancel: 'Annulla',
  confirm: 'Conferma',
  working: 'Elaborazione…',
  save: 'Salva',
  saving: 'Salvataggio…',
  pagination: {
    label: 'Paginazione',
    rowsPerPage: 'Righe per pagina',
    range: '{{from}}–{{to}} di {{count}}',
    first: 'Prima pagina',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    last: 'Ultima pagina',
    goToPage: 'Vai alla pagina {{page}}',
  },
  search: {
    clear: 'Cancella la ricerca',
  },
  sort: {
    ascending: 'ordine crescente',
    descending: 'ordine decrescente',
  },
  mui: {
    close: 'Chiudi',
    open: 'Apri',
    clear: 'Cancella',
    noOptions: 'Nessuna opzione',
  },
  productTypes: {
    'Term Life': 'Assicurazione vita temporanea',
    'Whole Life': 'Assicurazione vita intera',
    'Universal Life': 'Assicurazione vita universale',
    'Indexed Universal Life': 'Assicurazione vita universale indicizzata',
    'Final Expense': 'Assicurazione spese funerarie',
    'Medicare Supplement': 'Integrativa Medicare',
    'Medicare Advantage': 'Piano Medicare Advantage',
    'Annuity': 'Rendita',
    'Critical Illness': 'Assicurazione malattie gravi',
    'Accident': 'Assicurazione infortuni',
  },
};
