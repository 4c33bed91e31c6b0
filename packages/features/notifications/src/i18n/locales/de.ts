import type { NotificationsResources } from '../types.js';

/** German texts of the `notifications` namespace. */
export const de: NotificationsResources = {
  menu: {
    notifications: 'Benachrichtigungen',
  },
  page: {
    title: 'Benachrichtigungen',
    subtitle: 'Zahlungen, Beförderungen, Tickets und Ankündigungen, die neuesten zuerst.',
  },
  columns: {
    serial: 'Nr.',
    subject: 'Betreff',
    body: 'Nachricht',
    createdAt: 'Erstellt am',
  },
  unseen: 'Ungelesen',
  empty: 'Noch keine Benachrichtigungen',
  emptyHint: 'Zahlungen, Beförderungen, Tickets und Ankündigungen erscheinen hier.',
  loadError: 'Die Benachrichtigungen konnten nicht geladen werden.',
  pagination: 'Seiten der Benachrichtigungen',
  goToPage: 'Seite {{page}}',
  markAllSeen: 'Alle als gelesen markieren',
  markedAllSeen: 'Alle Benachrichtigungen sind als gelesen markiert.',
  viewAll: 'Alle Benachrichtigungen ansehen',
  menuTitle: 'Benachrichtigungen',
  menuEmpty: 'Sie sind auf dem neuesten Stand.',
  unseenCount: '{{count}} ungelesen',
  openHint: 'Öffnen: markiert sie als gelesen und folgt ihrem Link',
  external: {
    title: 'Agent Portal verlassen?',
    text: 'Diese Benachrichtigung verweist auf eine andere Website: {{host}}. Sie öffnet sich in einem neuen Tab.',
    open: 'In neuem Tab öffnen',
    cancel: 'Hier bleiben',
  },
  unsafeLink: 'Diese Benachrichtigung enthält einen Link, der nicht geöffnet werden kann.',
};
