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
    'Universal Life': 'Универ\u00ADсальное страхо\u00ADвание жизни',
    'Indexed Universal Life': 'Индекси\u00ADруемое универ\u00ADсальное страхо\u00ADвание жизни',
    'Final Expense': 'Страхование расходов на погребение',
    'Medicare Supplement': 'Дополни\u00ADтельная страховка к Medicare',
    'Medicare Advantage': 'План Medicare Advantage',
    'Annuity': 'Аннуитет',
    'Critical Illness': 'Страхо\u00ADвание от крити\u00ADческих заболе\u00ADваний',
    'Accident': 'Страхование от несчастных случаев',
  },
};
