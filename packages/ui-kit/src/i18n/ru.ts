import type { UiKitResources } from './types.js';

/** Russian texts of the `uiKit` namespace. */
export const ru: UiKitResources = {
  loading: 'Загрузка…',
  loadError: 'Не удалось загрузить данные.',
  requestFailed: 'Что-то пошло не так. Попробуйте ещё раз.',
  retry: 'Повторить',
  noData: 'Нет данных',
  cancel: 'Отмена',
  confirm: 'Подтвердить',
  working: 'Выполняется…',
  save: 'Сохранить',
  saving: 'Сохранение…',
  pagination: {
    label: 'Навигация по страницам',
    rowsPerPage: 'Строк на странице',
    range: '{{from}}–{{to}} из {{count}}',
    first: 'Первая страница',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    last: 'Последняя страница',
    goToPage: 'Перейти на страницу {{page}}',
  },
  search: {
    clear: 'Очистить поиск',
  },
  sort: {
    ascending: 'по возрастанию',
    descending: 'по убыванию',
  },
};
