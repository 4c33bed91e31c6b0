import type { GatewayLanguage } from '../http/language.js';

/**
 * The words of the bonuses the back office awards (issue #29): the seed's three descriptions, one
 * per bonus type, in the six languages, by their English text (the text stored in `bonuses`).
 * `GET /bonus`, the CSV and the PDF statement answer a bonus's description in the caller's
 * language; a description the table does not know (one typed by the back office) stays as stored. The
 * bonus kinds' words are the statement's (`STATEMENT_WORDS` of `statementCsv.ts`).
 */
const BONUS_DESCRIPTIONS: Readonly<Record<string, Readonly<Record<Exclude<GatewayLanguage, 'en'>, string>>>> = {
  'Monthly production bonus': {
    de: 'Monatlicher Produktionsbonus',
    es: 'Bono mensual de producción',
    fr: 'Prime de production mensuelle',
    it: 'Bonus mensile di produzione',
    ru: 'Ежемесячный бонус за продажи',
  },
  'Recruiting bonus: a new agent joined your team': {
    de: 'Anwerbebonus: Ein neuer Vertriebspartner ist Ihrem Team beigetreten',
    es: 'Bono de reclutamiento: un nuevo agente se ha unido a su equipo',
    fr: 'Prime de recrutement : un nouvel agent a rejoint votre équipe',
    it: 'Bonus di reclutamento: un nuovo agente si è unito alla Sua squadra',
    ru: 'Бонус за привлечение: в вашу команду пришёл новый агент',
  },
  'Quarterly persistency bonus': {
    de: 'Vierteljährlicher Bestandsbonus',
    es: 'Bono trimestral de persistencia',
    fr: 'Prime trimestrielle de fidélisation',
    it: 'Bonus trimestrale di persistenza',
    ru: 'Ежеквартальный бонус за удержание',
  },
};

/**
 * A bonus's description in `language`: the back office's known descriptions worded in it, any
 * other text (and English) as stored.
 */
export function bonusDescription(description: string, language: GatewayLanguage): string {
  if (language === 'en') return description;
  return BONUS_DESCRIPTIONS[description]?.[language] ?? description;
}
