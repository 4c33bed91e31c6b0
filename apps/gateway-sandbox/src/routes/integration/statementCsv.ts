/**
 * The CSV statement written for people (issue #28 item 4): headers in words, amounts in US dollars
 * with two decimals, rates in percent, dates as the language's short dates, codes as words — in the
 * language the portal names in `Accept-Language` (en, de, es, fr, it, ru; English for anything
 * else), with that language's spreadsheet convention: `,` between fields and a decimal point in
 * English, `;` and a decimal comma in the five others (what their spreadsheet programs read as
 * numbers). The machine form (`format=raw`) keeps the codes, cents and basis points.
 */

import { productTypeTitle } from '../../forms/titles.js';
import { GATEWAY_LANGUAGES, type GatewayLanguage } from '../../http/language.js';
import { bonusDescription } from '../../commissions/bonusDescriptions.js';
import type { StatementRow } from '../../commissions/statement.js';

/** How a CSV file separates fields and writes decimals. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** RFC 4180 as written in English-speaking locales: `,` and a decimal point (also the raw form's). */
export const COMMA_DIALECT: CsvDialect = { separator: ',', decimal: '.' };
/** As spreadsheet programs in de, es, fr, it and ru locales read it: `;` and a decimal comma. */
export const SEMICOLON_DIALECT: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect of a statement language: {@link COMMA_DIALECT} for en, {@link SEMICOLON_DIALECT} else. */
export function dialectOf(language: GatewayLanguage): CsvDialect {
  return language === 'en' ? COMMA_DIALECT : SEMICOLON_DIALECT;
}

/** A number given in hundredths (cents, basis points) written with two decimals. */
export interface Hundredths {
  hundredths: number;
}

/** A cell: text (escaped), an integer, a number in hundredths, or empty. */
export type CsvValue = string | number | Hundredths | null;

/** `82368` → `823.68` (or `823,68`): exact, from the integer, no thousands separator. */
export function hundredthsText(value: number, decimal: CsvDialect['decimal']): string {
  const abs = Math.abs(Math.round(value));
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell (RFC 4180) that a spreadsheet will not run as a formula: a text starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return gets a leading `'` (OWASP CSV injection); a cell holding
 * the separator (either `,` or `;`), a quote or a line break is quoted, quotes doubled. Numbers are
 * written as they are (the decimal of the dialect), never prefixed.
 */
export function csvCell(value: CsvValue, dialect: CsvDialect = COMMA_DIALECT): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', dialect.decimal);
  if (typeof value === 'object') return hundredthsText(value.hundredths, dialect.decimal);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (CRLF-terminated) of the dialect. */
export function csvLine(cells: readonly CsvValue[], dialect: CsvDialect = COMMA_DIALECT): string {
  return `${cells.map((cell) => csvCell(cell, dialect)).join(dialect.separator)}\r\n`;
}

/** The words of one language's statement. */
export interface StatementWords {
  /** The 14 headers, in the order of the raw form's columns. */
  headers: readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string];
  entry: Record<'COMMISSION' | 'BONUS', string>;
  kind: Record<string, string>;
  status: Record<string, string>;
  /** BCP 47 locale of the short dates. */
  locale: string;
}

/** The statement's 14 headers per language, in the order of the raw form's columns. */
const HEADERS: Readonly<Record<GatewayLanguage, StatementWords['headers']>> = {
  en: ['Entry', 'Pay cycle start', 'Pay cycle end', 'Kind', 'Status', 'From agent', 'Client', 'Policy number', 'Product type', 'Carrier', 'Premium (USD)', 'Rate (%)', 'Amount (USD)', 'Description'],
  de: ['Eintrag', 'Beginn des Abrechnungszeitraums', 'Ende des Abrechnungszeitraums', 'Art', 'Status', 'Von Vermittler', 'Kunde', 'Policennummer', 'Produktart', 'Versicherer', 'Prämie (USD)', 'Satz (%)', 'Betrag (USD)', 'Beschreibung'],
  es: ['Concepto', 'Inicio del ciclo de pago', 'Fin del ciclo de pago', 'Tipo', 'Estado', 'Del agente', 'Cliente', 'Número de póliza', 'Tipo de producto', 'Aseguradora', 'Prima (USD)', 'Tasa (%)', 'Importe (USD)', 'Descripción'],
  fr: ['Écriture', 'Début du cycle de paie', 'Fin du cycle de paie', 'Nature', 'Statut', 'De l’agent', 'Client', 'Numéro de police', 'Type de produit', 'Assureur', 'Prime d’assurance (USD)', 'Taux (%)', 'Montant (USD)', 'Description'],
  it: ['Voce', 'Inizio del ciclo di pagamento', 'Fine del ciclo di pagamento', 'Genere', 'Stato', 'Dall’agente', 'Cliente', 'Numero di polizza', 'Tipo di prodotto', 'Compagnia', 'Premio (USD)', 'Aliquota (%)', 'Importo (USD)', 'Descrizione'],
  ru: ['Запись', 'Начало расчётного периода', 'Конец расчётного периода', 'Вид', 'Статус', 'От агента', 'Клиент', 'Номер полиса', 'Тип продукта', 'Страховщик', 'Премия (USD)', 'Ставка (%)', 'Сумма (USD)', 'Описание'],
};

/** The statement's entry, kind and status words per language (the portal's reports vocabulary). */
const ENTRIES: Readonly<Record<GatewayLanguage, StatementWords['entry']>> = {
  en: { COMMISSION: 'Commission', BONUS: 'Bonus' },
  de: { COMMISSION: 'Provision', BONUS: 'Bonus' },
  es: { COMMISSION: 'Comisión', BONUS: 'Bono' },
  fr: { COMMISSION: 'Commission', BONUS: 'Prime' },
  it: { COMMISSION: 'Provvigione', BONUS: 'Bonus' },
  ru: { COMMISSION: 'Комиссия', BONUS: 'Бонус' },
};
const KINDS: Readonly<Record<GatewayLanguage, StatementWords['kind']>> = {
  en: { PERSONAL: 'Personal', OVERRIDE: 'Override', PRODUCTION: 'Production bonus', RECRUITING: 'Recruiting bonus', PERSISTENCY: 'Persistency bonus' },
  de: { PERSONAL: 'Eigene', OVERRIDE: 'Team', PRODUCTION: 'Produktionsbonus', RECRUITING: 'Anwerbebonus', PERSISTENCY: 'Bestandsbonus' },
  es: { PERSONAL: 'Personal', OVERRIDE: 'De equipo', PRODUCTION: 'Bono de producción', RECRUITING: 'Bono de reclutamiento', PERSISTENCY: 'Bono de persistencia' },
  fr: { PERSONAL: 'Personnelle', OVERRIDE: 'D’équipe', PRODUCTION: 'Prime de production', RECRUITING: 'Prime de recrutement', PERSISTENCY: 'Prime de fidélisation' },
  it: { PERSONAL: 'Personale', OVERRIDE: 'Di squadra', PRODUCTION: 'Bonus di produzione', RECRUITING: 'Bonus di reclutamento', PERSISTENCY: 'Bonus di persistenza' },
  ru: { PERSONAL: 'Личная', OVERRIDE: 'С команды', PRODUCTION: 'Бонус за продажи', RECRUITING: 'Бонус за привлечение', PERSISTENCY: 'Бонус за удержание' },
};
const STATUSES: Readonly<Record<GatewayLanguage, StatementWords['status']>> = {
  en: { PAID: 'Paid', PENDING: 'Pending', CHARGED_BACK: 'Charged back' },
  de: { PAID: 'Bezahlt', PENDING: 'Ausstehend', CHARGED_BACK: 'Zurückgebucht' },
  es: { PAID: 'Pagado', PENDING: 'Pendiente', CHARGED_BACK: 'Revertido' },
  fr: { PAID: 'Payé', PENDING: 'En attente', CHARGED_BACK: 'Repris' },
  it: { PAID: 'Pagato', PENDING: 'In attesa', CHARGED_BACK: 'Stornato' },
  ru: { PAID: 'Выплачено', PENDING: 'Ожидает', CHARGED_BACK: 'Возвращено' },
};
/** The BCP 47 locale of each language's short dates. */
const LOCALES: Readonly<Record<GatewayLanguage, string>> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', ru: 'ru-RU' };

/** The statement's words per language (the portal's reports vocabulary). */
export const STATEMENT_WORDS: Readonly<Record<GatewayLanguage, StatementWords>> = Object.fromEntries(
  GATEWAY_LANGUAGES.map((language) => [
    language,
    { headers: HEADERS[language], entry: ENTRIES[language], kind: KINDS[language], status: STATUSES[language], locale: LOCALES[language] },
  ]),
) as Record<GatewayLanguage, StatementWords>;

const dateFormats = new Map<GatewayLanguage, Intl.DateTimeFormat>();

/** An ISO date as the language's short numeric date (`11/10/2026`, `10.11.2026`, `10/11/2026`), which its spreadsheets read as a date. */
export function statementDate(iso: string, language: GatewayLanguage): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(STATEMENT_WORDS[language].locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** The machine form's cells of a row: today's columns and values, unchanged. */
export function rawCells(row: StatementRow): CsvValue[] {
  return [row.record_type, row.pay_cycle_start, row.pay_cycle_end, row.kind_or_bonus_type, row.status, row.source_agent, row.client,
    row.policy_no, row.product_type, row.carrier, row.premium_cents, row.rate_bps, row.amount_cents, row.description];
}

/** The people's cells of a row in a language: words for codes, short dates, dollars and percent with two decimals. */
export function readableCells(row: StatementRow, language: GatewayLanguage): CsvValue[] {
  const words = STATEMENT_WORDS[language];
  const hundredths = (value: number | null): Hundredths | null => (value === null ? null : { hundredths: value });
  return [
    words.entry[row.record_type],
    statementDate(row.pay_cycle_start, language),
    statementDate(row.pay_cycle_end, language),
    words.kind[row.kind_or_bonus_type] ?? row.kind_or_bonus_type,
    words.status[row.status] ?? row.status,
    row.source_agent,
    row.client,
    row.policy_no,
    row.product_type === null ? null : productTypeTitle(language, row.product_type),
    row.carrier,
    hundredths(row.premium_cents),
    hundredths(row.rate_bps),
    hundredths(row.amount_cents),
    row.description === null ? null : bonusDescription(row.description, language),
  ];
}
