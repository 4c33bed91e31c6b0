import type { RankCode } from '@agent-portal/api-client/wire';
import type { GatewayLanguage } from '../http/language.js';
import { codeInWords } from '../support/codeWords.js';

/**
 * The words the sandbox puts inside the texts it generates (issue #29 item 2; spec §2 "languages,
 * fallback en"): money, dates, ranks, ticket statuses, subscription types and counted nouns, in
 * each of the gateway's languages. The names follow the portal's own screens
 * (`packages/features/team/src/i18n` ranks, `packages/features/help/src/i18n` ticket statuses,
 * `packages/features/reports/src/i18n` pay cycle and team overrides). Codes stay codes on the wire:
 * these words are only for sentences.
 */

/** The `Intl` locale of each language (US dollars, the language's own date and number style). */
export const LOCALE: Readonly<Record<GatewayLanguage, string>> = {
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  ru: 'ru-RU',
};

/** `cents` as US dollars in the language's style (`$1,234.50`, `1.234,50 $`, `1 234,50 $`…). */
export function money(lang: GatewayLanguage, cents: number): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/**
 * A calendar day (`YYYY-MM-DD` or a full ISO time, read in UTC) in the language's medium date
 * style (`Nov 3, 2026`, `03.11.2026`, `3 nov 2026`, `3 нояб. 2026 г.`…); an unreadable value is
 * returned as given.
 */
export function day(lang: GatewayLanguage, iso: string): string {
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(time));
}

const RANK_TITLES: Readonly<Record<GatewayLanguage, Readonly<Record<RankCode, string>>>> = {
  en: {
    ASSOCIATE: 'Associate',
    SENIOR_ASSOCIATE: 'Senior Associate',
    MARKETING_DIRECTOR: 'Marketing Director',
    SENIOR_MARKETING_DIRECTOR: 'Senior Marketing Director',
    EXECUTIVE_MARKETING_DIRECTOR: 'Executive Marketing Director',
  },
  // The portal's German screens keep the English rank titles.
  de: {
    ASSOCIATE: 'Associate',
    SENIOR_ASSOCIATE: 'Senior Associate',
    MARKETING_DIRECTOR: 'Marketing Director',
    SENIOR_MARKETING_DIRECTOR: 'Senior Marketing Director',
    EXECUTIVE_MARKETING_DIRECTOR: 'Executive Marketing Director',
  },
  es: {
    ASSOCIATE: 'Asociado',
    SENIOR_ASSOCIATE: 'Asociado sénior',
    MARKETING_DIRECTOR: 'Director de marketing',
    SENIOR_MARKETING_DIRECTOR: 'Director de marketing sénior',
    EXECUTIVE_MARKETING_DIRECTOR: 'Director ejecutivo de marketing',
  },
  fr: {
    ASSOCIATE: 'Associé',
    SENIOR_ASSOCIATE: 'Associé principal',
    MARKETING_DIRECTOR: 'Directeur marketing',
    SENIOR_MARKETING_DIRECTOR: 'Directeur marketing principal',
    EXECUTIVE_MARKETING_DIRECTOR: 'Directeur marketing exécutif',
  },
  it: {
    ASSOCIATE: 'Associato',
    SENIOR_ASSOCIATE: 'Associato senior',
    MARKETING_DIRECTOR: 'Direttore marketing',
    SENIOR_MARKETING_DIRECTOR: 'Direttore marketing senior',
    EXECUTIVE_MARKETING_DIRECTOR: 'Direttore marketing esecutivo',
  },
  ru: {
    ASSOCIATE: 'Агент',
    SENIOR_ASSOCIATE: 'Старший агент',
    MARKETING_DIRECTOR: 'Директор по маркетингу',
    SENIOR_MARKETING_DIRECTOR: 'Старший директор по маркетингу',
    EXECUTIVE_MARKETING_DIRECTOR: 'Исполнительный директор по маркетингу',
  },
};

/** A rank's title in the language (the portal's team screens); an unknown code → the code in words. */
export function rankName(lang: GatewayLanguage, rank: RankCode | string): string {
  return RANK_TITLES[lang][rank as RankCode] ?? RANK_TITLES.en[rank as RankCode] ?? codeInWords(rank);
}

/** A support ticket's status code (`OPEN`, `IN_PROGRESS`, `RESOLVED`, `CLOSED`). */
export type TicketStatusCode = 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';

const TICKET_STATUS: Readonly<Record<GatewayLanguage, Readonly<Record<TicketStatusCode, string>>>> = {
  en: { OPEN: 'Open', IN_PROGRESS: 'In progress', RESOLVED: 'Resolved', CLOSED: 'Closed' },
  de: { OPEN: 'Offen', IN_PROGRESS: 'In Bearbeitung', RESOLVED: 'Gelöst', CLOSED: 'Geschlossen' },
  es: { OPEN: 'Abierto', IN_PROGRESS: 'En curso', RESOLVED: 'Resuelto', CLOSED: 'Cerrado' },
  fr: { OPEN: 'Ouvert', IN_PROGRESS: 'En cours', RESOLVED: 'Résolu', CLOSED: 'Fermé' },
  it: { OPEN: 'Aperto', IN_PROGRESS: 'In lavorazione', RESOLVED: 'Risolto', CLOSED: 'Chiuso' },
  ru: { OPEN: 'Открыто', IN_PROGRESS: 'В работе', RESOLVED: 'Решено', CLOSED: 'Закрыто' },
};

/** A ticket status as the portal's help screens name it (`In progress`, `In Bearbeitung`…). */
export function ticketStatusName(lang: GatewayLanguage, status: TicketStatusCode | string): string {
  return TICKET_STATUS[lang][status as TicketStatusCode] ?? codeInWords(status);
}

const SUBSCRIPTIONS: Readonly<Record<GatewayLanguage, Readonly<Record<string, string>>>> = {
  en: { CP_UTILIZATION: 'carrier portal utilization', CRM_SEAT: 'CRM seat', E_AND_O_INSURANCE: 'E&O insurance' },
  de: { CP_UTILIZATION: 'Carrier-Portal-Nutzung', CRM_SEAT: 'CRM-Arbeitsplatz', E_AND_O_INSURANCE: 'Vermögensschadenhaftpflicht' },
  es: { CP_UTILIZATION: 'uso del portal de aseguradoras', CRM_SEAT: 'puesto de CRM', E_AND_O_INSURANCE: 'seguro de E&O' },
  fr: { CP_UTILIZATION: 'utilisation du portail assureurs', CRM_SEAT: 'poste CRM', E_AND_O_INSURANCE: 'assurance RC professionnelle' },
  it: { CP_UTILIZATION: 'utilizzo del portale delle compagnie', CRM_SEAT: 'postazione CRM', E_AND_O_INSURANCE: 'assicurazione RC professionale' },
  ru: { CP_UTILIZATION: 'использование портала страховщиков', CRM_SEAT: 'место в CRM', E_AND_O_INSURANCE: 'страхование ответственности' },
};

/** A recurring invoice's subscription type in words (`CP_UTILIZATION` → `Carrier-Portal-Nutzung`…); unknown → English words. */
export function subscriptionName(lang: GatewayLanguage, code: string): string {
  return SUBSCRIPTIONS[lang][code] ?? codeInWords(code);
}

/** The forms of a counted noun by CLDR plural category (`other` is required). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `n` and the noun's form for it in the language (`1 policy`, `3 polices`, `5 полисов`). */
export function counted(lang: GatewayLanguage, n: number, forms: PluralForms): string {
  const rule = new Intl.PluralRules(LOCALE[lang]).select(n);
  return `${new Intl.NumberFormat(LOCALE[lang]).format(n)} ${forms[rule] ?? forms.other}`;
}
