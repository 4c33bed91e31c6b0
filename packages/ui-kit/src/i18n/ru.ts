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
  mui: {
    close: 'Закрыть',
    open: 'Открыть',
    clear: 'Очистить',
    noOptions: 'Нет вариантов',
  },
  productTypes: {
    'Term Life': 'Срочное страхование жизни',
    'Whole Life': 'Пожизненное страхование жизни',
    'Universal Life': 'Универсальное страхование жизни',
    'Indexed Universal Life': 'Индексируемое универсальное страхование жизни',
    'Final Expense': 'Страхование расходов на погребение',
    'Medicare Supplement': 'Дополнительная страховка к Medicare',
    'Medicare Advantage': 'План Medicare Advantage',
    'Annuity': 'Аннуитет',
    'Critical Illness': 'Страхование от критических заболеваний',
    'Accident': 'Страхование от несчастных случаев',
  },
};
