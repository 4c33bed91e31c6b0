import type { NotificationsResources } from '../types.js';

/** French texts of the `notifications` namespace. */
export const fr: NotificationsResources = {
  menu: {
    notifications: 'Notifications',
  },
  page: {
    title: 'Notifications',
    subtitle: 'Paiements, promotions, tickets et annonces, les plus récents en premier.',
  },
  columns: {
    serial: 'N°',
    subject: 'Objet',
    body: 'Message',
    createdAt: 'Créée le',
  },
  unseen: 'Non lue',
  empty: 'Aucune notification pour le moment',
  emptyHint: 'Les paiements, promotions, tickets et annonces apparaîtront ici.',
  loadError: 'Les notifications n’ont pas pu être chargées.',
  pagination: 'Pages de notifications',
  goToPage: 'Page {{page}}',
  markAllSeen: 'Tout marquer comme lu',
  markedAllSeen: 'Toutes les notifications sont marquées comme lues.',
  viewAll: 'Voir toutes les notifications',
  menuTitle: 'Notifications',
  menuEmpty: 'Vous êtes à jour.',
  unseenCount: '{{count}} non lues',
  openHint: 'Ouvrir : la marque comme lue et suit son lien',
  external: {
    title: 'Quitter Agent Portal ?',
    text: 'Cette notification renvoie vers un autre site : {{host}}. Il s’ouvre dans un nouvel onglet.',
    open: 'Ouvrir dans un nouvel onglet',
    cancel: 'Rester ici',
  },
  unsafeLink: 'Cette notification contient un lien qui ne peut pas être ouvert.',
};
