import type { SearchTexts } from '../types.js';

/** Russian texts of the `search` namespace. */
export const ru: SearchTexts = {
  title: 'Поиск',
  inputLabel: 'Поиск клиентов, форм и обращений',
  placeholder: 'Имя, номер полиса, форма или обращение',
  enterText: 'Введите текст для поиска',
  noResult: 'Ничего не найдено',
  searching: 'Идёт поиск…',
  error: 'Поиск не удался. Проверьте подключение и повторите попытку.',
  retry: 'Повторить',
  close: 'Закрыть поиск',
  results: 'Результаты поиска',
  resultCount: 'Результатов: {{count}}',
  keysHint: '↑ ↓ — перемещение · Enter — открыть · Esc — закрыть',
  groups: { clients: 'Клиенты', forms: 'Формы', support: 'Поддержка' },
  na: 'Н/Д',
  morePolicies: 'ещё {{count}}',
  licensedOnly: 'Только для лицензированных подрядчиков',
  categories: { POLICY_FORMS: 'Формы полисов', COMPLIANCE_FORMS: 'Формы соответствия', BACK_OFFICE: 'Бэк-офис', BUSSINESS_OVERVIEW: 'Обзор бизнеса' },
  status: { OPEN: 'Открыто', IN_PROGRESS: 'В работе', RESOLVED: 'Решено', CLOSED: 'Закрыто' },
};
