import type { TeamResources } from './types';

/** Russian texts of the `team` namespace. */
export const ru: TeamResources = {
  common: {
    ranks: {
      ASSOCIATE: "Агент",
      SENIOR_ASSOCIATE: "Старший агент",
      MARKETING_DIRECTOR: "Директор по маркетингу",
      SENIOR_MARKETING_DIRECTOR: "Старший директор по маркетингу",
      EXECUTIVE_MARKETING_DIRECTOR: "Исполнительный директор по маркетингу",
    },
    problems: {
      BLOCKED: "Заблокирован из-за неудачных платежей",
      DOCUMENTS: "Основные документы отсутствуют или просрочены",
      LICENSE_PENDING: "Запрос лицензии на рассмотрении",
    },
    problemsShort: {
      BLOCKED: "Заблокирован",
      DOCUMENTS: "Документы",
      LICENSE_PENDING: "Лицензия ожидается",
    },
    status: {
      ACTIVE: "Активен",
      BLOCKED: "Заблокирован",
    },
    licensed: "С лицензией",
    unlicensed: "Без лицензии",
    code: "Код",
    rank: "Ранг",
    email: "Эл. почта",
    phone: "Телефон",
    upline: "Вышестоящие",
    downline: "Нижестоящие",
    directDownline: "Прямые нижестоящие",
    totalDownline: "Все нижестоящие",
    joined: "Присоединился",
    sendEmail: "Написать: {{name}}",
    call: "Позвонить: {{name}}",
    loadError: "Не удалось загрузить команду.",
    noUpline: "На вершине иерархии",
  },
};
