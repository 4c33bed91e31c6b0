import type { NotificationsResources } from '../types.js';

/** Russian texts of the `notifications` namespace. */
export const ru: NotificationsResources = {
  menu: {
    notifications: 'Уведомления',
  },
  page: {
    title: 'Уведомления',
    subtitle: 'Платежи, повышения, обращения и объявления, сначала новые.',
  },
  columns: {
    serial: '№',
    subject: 'Тема',
    body: 'Сообщение',
    createdAt: 'Создано',
  },
  unseen: 'Не просмотрено',
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся платежи, повышения, обращения и объявления.',
  loadError: 'Не удалось загрузить уведомления.',
  pagination: 'Страницы уведомлений',
  goToPage: 'Страница {{page}}',
  markAllSeen: 'Отметить все как просмотренные',
  markedAllSeen: 'Все уведомления отмечены как просмотренные.',
  viewAll: 'Все уведомления',
  menuTitle: 'Уведомления',
  menuEmpty: 'Новых уведомлений нет.',
  unseenCount: 'Не просмотрено: {{count}}',
  openHint: 'Открыть: отмечает как просмотренное и переходит по ссылке',
  external: {
    title: 'Покинуть Agent Portal?',
    text: 'Это уведомление ведёт на другой сайт: {{host}}. Он откроется в новой вкладке.',
    open: 'Открыть в новой вкладке',
    cancel: 'Остаться',
  },
  unsafeLink: 'В этом уведомлении ссылка, которую нельзя открыть.',
};
