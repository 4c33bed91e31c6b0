import type { NotificationsResources } from '../types.js';

/** Spanish texts of the `notifications` namespace. */
export const es: NotificationsResources = {
  menu: {
    notifications: 'Notificaciones',
  },
  page: {
    title: 'Notificaciones',
    subtitle: 'Pagos, promociones, tickets y anuncios, los más recientes primero.',
  },
  columns: {
    serial: 'N.º',
    subject: 'Asunto',
    body: 'Mensaje',
    createdAt: 'Creada el',
  },
  unseen: 'Sin ver',
  empty: 'Aún no hay notificaciones',
  emptyHint: 'Aquí aparecerán pagos, promociones, tickets y anuncios.',
  loadError: 'No se pudieron cargar las notificaciones.',
  pagination: 'Páginas de notificaciones',
  goToPage: 'Página {{page}}',
  markAllSeen: 'Marcar todas como vistas',
  markedAllSeen: 'Todas las notificaciones están marcadas como vistas.',
  viewAll: 'Ver todas las notificaciones',
  menuTitle: 'Notificaciones',
  menuEmpty: 'Está al día.',
  unseenCount: '{{count}} sin ver',
  openHint: 'Abrir: la marca como vista y sigue su enlace',
  external: {
    title: '¿Salir de Agent Portal?',
    text: 'Esta notificación enlaza a otro sitio web: {{host}}. Se abrirá en una pestaña nueva.',
    open: 'Abrir en pestaña nueva',
    cancel: 'Quedarme aquí',
  },
  unsafeLink: 'Esta notificación tiene un enlace que no se puede abrir.',
};
