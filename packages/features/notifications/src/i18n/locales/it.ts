import type { NotificationsResources } from '../types.js';

/** Italian texts of the `notifications` namespace. */
export const it: NotificationsResources = {
  menu: {
    notifications: 'Notifiche',
  },
  page: {
    title: 'Notifiche',
    subtitle: 'Pagamenti, promozioni, ticket e annunci, dai più recenti.',
  },
  columns: {
    serial: 'N.',
    subject: 'Oggetto',
    body: 'Messaggio',
    createdAt: 'Creata il',
  },
  unseen: 'Non letta',
  empty: 'Ancora nessuna notifica',
  emptyHint: 'Qui compariranno pagamenti, promozioni, ticket e annunci.',
  loadError: 'Impossibile caricare le notifiche.',
  pagination: 'Pagine delle notifiche',
  goToPage: 'Pagina {{page}}',
  markAllSeen: 'Segna tutte come lette',
  markedAllSeen: 'Tutte le notifiche sono segnate come lette.',
  viewAll: 'Vedi tutte le notifiche',
  menuTitle: 'Notifiche',
  menuEmpty: 'È in pari.',
  unseenCount: '{{count}} non lette',
  openHint: 'Apri: la segna come letta e segue il suo link',
  external: {
    title: 'Lasciare Agent Portal?',
    text: 'Questa notifica rimanda a un altro sito: {{host}}. Si apre in una nuova scheda.',
    open: 'Apri in una nuova scheda',
    cancel: 'Resta qui',
  },
  unsafeLink: 'Questa notifica contiene un link che non può essere aperto.',
};
