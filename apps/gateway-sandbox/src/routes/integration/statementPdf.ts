import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { GatewayLanguage } from '../../http/language.js';
import { LOCALE } from '../../notify/words.js';
import { shift, type StatementFacts } from '../../commissions/statementFacts.js';
import { STATEMENT_WORDS } from './statementCsv.js';

/**
 * Spaces the fonts draw: the narrow no-break space `Intl` puts in French numbers is not in the
 * standard fonts' WinAnsi encoding nor in the embedded font → a no-break space. A minus sign (U+2212,
 * e.g. Swedish-style negatives) → an ASCII hyphen.
 */
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');

const moneyFormats = new Map<GatewayLanguage, Intl.NumberFormat>();
/** Cents as US dollars in the language's style, e.g. `$1,717.15`, `-$38.57`, `1.717,15 $` (ASCII hyphen: the PDF's standard font encodes no U+2212). */
export const usd = (cents: number, lang: GatewayLanguage = 'en') => {
  let format = moneyFormats.get(lang);
  if (!format) moneyFormats.set(lang, (format = new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'USD' })));
  return drawable(format.format(cents / 100));
};
const day = (isoDate: string, lang: GatewayLanguage) =>
  drawable(new Intl.DateTimeFormat(LOCALE[lang], { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`)));
const titleCase = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

/** A change from `before` to `now` in cents, as `+$12.00 (+3.4%)` (`+12,00 $ (+3,4 %)`…); `n/a` % when `before` is 0. */
export function changeText(now: number, before: number, lang: GatewayLanguage = 'en'): string {
  const diff = now - before;
  const sign = diff > 0 ? '+' : diff < 0 ? '-' : '';
  const ratio = new Intl.NumberFormat(LOCALE[lang], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = before === 0 ? PDF_WORDS[lang].notAvailable : `${sign}${drawable(ratio.format(Math.abs(diff / Math.abs(before))))}`;
  return `${sign}${usd(Math.abs(diff), lang)} (${percent})`;
}

/** The words of one language's PDF statement (the portal's reports vocabulary, formal address). */
interface PdfWords {
  title: string;
  payCycle: (from: string, to: string) => string;
  totals: string;
  personal: string;
  overrides: string;
  bonuses: string;
  chargeBacks: string;
  net: string;
  commissionRows: string;
  rowCount: (n: number) => string;
  noCommission: string;
  payment: string;
  paidOn: (date: string) => string;
  scheduledOn: (date: string) => string;
  noPayout: string;
  soFar: (from: string, to: string) => string;
  wholePrevious: (from: string, to: string) => string;
  netThen: string;
  change: string;
  notAvailable: string;
  footer: (at: string) => string;
}

const PDF_WORDS: Readonly<Record<GatewayLanguage, PdfWords>> = {
  en: {
    title: 'Agent Portal - Commission statement',
    payCycle: (from, to) => `Pay cycle ${from} - ${to}`,
    totals: 'Totals by kind',
    personal: 'Personal commissions',
    overrides: 'Overrides',
    bonuses: 'Bonuses',
    chargeBacks: 'Charge-backs',
    net: 'Net earnings',
    commissionRows: 'Commission rows',
    rowCount: (n) => `${n} ${n === 1 ? 'row' : 'rows'}`,
    noCommission: 'No commission in this pay cycle.',
    payment: 'Payment',
    paidOn: (date) => `Paid on ${date}`,
    scheduledOn: (date) => `Scheduled on ${date}`,
    noPayout: 'No payout recorded for this pay cycle yet.',
    soFar: (from, to) => `So far, vs the same days of the previous pay cycle (${from} - ${to})`,
    wholePrevious: (from, to) => `Compared with the whole previous pay cycle (${from} - ${to})`,
    netThen: 'Net earnings then',
    change: 'Change',
    notAvailable: 'n/a',
    footer: (at) =>
      `Generated ${at} UTC by the Agent Portal gateway sandbox. Amounts in US dollars; ` +
      'commissions include paid and pending rows, charge-backs are subtracted. The CSV statement lists every row.',
  },
  de: {
    title: 'Agentenportal - Provisionsabrechnung',
    payCycle: (from, to) => `Abrechnungszeitraum ${from} - ${to}`,
    totals: 'Summen nach Art',
    personal: 'Eigene Provisionen',
    overrides: 'Teamprovisionen',
    bonuses: 'Boni',
    chargeBacks: 'Rückbelastungen',
    net: 'Nettoeinnahmen',
    commissionRows: 'Provisionsposten',
    rowCount: (n) => `${n} Posten`,
    noCommission: 'Keine Provision in diesem Abrechnungszeitraum.',
    payment: 'Auszahlung',
    paidOn: (date) => `Ausgezahlt am ${date}`,
    scheduledOn: (date) => `Geplant für den ${date}`,
    noPayout: 'Für diesen Abrechnungszeitraum ist noch keine Auszahlung erfasst.',
    soFar: (from, to) => `Bisher, verglichen mit denselben Tagen des vorigen Abrechnungszeitraums (${from} - ${to})`,
    wholePrevious: (from, to) => `Verglichen mit dem gesamten vorigen Abrechnungszeitraum (${from} - ${to})`,
    netThen: 'Nettoeinnahmen damals',
    change: 'Veränderung',
    notAvailable: 'k. A.',
    footer: (at) =>
      `Erstellt am ${at} UTC von der Gateway-Sandbox des Agentenportals. Beträge in US-Dollar; ` +
      'Provisionen umfassen bezahlte und ausstehende Posten, Rückbelastungen sind abgezogen. Die CSV-Abrechnung listet jeden Posten.',
  },
  es: {
    title: 'Portal de agentes - Extracto de comisiones',
    payCycle: (from, to) => `Ciclo de pago ${from} - ${to}`,
    totals: 'Totales por tipo',
    personal: 'Comisiones personales',
    overrides: 'Comisiones de equipo',
    bonuses: 'Bonos',
    chargeBacks: 'Reversiones',
    net: 'Ingresos netos',
    commissionRows: 'Partidas de comisiones',
    rowCount: (n) => `${n} ${n === 1 ? 'partida' : 'partidas'}`,
    noCommission: 'No hay comisiones en este ciclo de pago.',
    payment: 'Pago',
    paidOn: (date) => `Pagado el ${date}`,
    scheduledOn: (date) => `Programado para el ${date}`,
    noPayout: 'Aún no hay ningún pago registrado para este ciclo de pago.',
    soFar: (from, to) => `Hasta ahora, frente a los mismos días del ciclo de pago anterior (${from} - ${to})`,
    wholePrevious: (from, to) => `Comparado con todo el ciclo de pago anterior (${from} - ${to})`,
    netThen: 'Ingresos netos entonces',
    change: 'Variación',
    notAvailable: 'n/d',
    footer: (at) =>
      `Generado el ${at} UTC por el sandbox de la pasarela del Portal de agentes. Importes en dólares estadounidenses; ` +
      'las comisiones incluyen partidas pagadas y pendientes, las reversiones se restan. El extracto CSV enumera cada partida.',
  },
  fr: {
    title: 'Portail des agents - Relevé de commissions',
    payCycle: (from, to) => `Cycle de paie ${from} - ${to}`,
    totals: 'Totaux par nature',
    personal: 'Commissions personnelles',
    overrides: 'Commissions d’équipe',
    bonuses: 'Primes',
    chargeBacks: 'Reprises de commissions',
    net: 'Gains nets',
    commissionRows: 'Lignes de commissions',
    rowCount: (n) => `${n} ${n <= 1 ? 'ligne' : 'lignes'}`,
    noCommission: 'Aucune commission sur ce cycle de paie.',
    payment: 'Versement',
    paidOn: (date) => `Versé le ${date}`,
    scheduledOn: (date) => `Prévu le ${date}`,
    noPayout: 'Aucun versement enregistré pour ce cycle de paie pour l’instant.',
    soFar: (from, to) => `À ce jour, par rapport aux mêmes jours du cycle de paie précédent (${from} - ${to})`,
    wholePrevious: (from, to) => `Par rapport à l’ensemble du cycle de paie précédent (${from} - ${to})`,
    netThen: 'Gains nets alors',
    change: 'Évolution',
    notAvailable: 'n.d.',
    footer: (at) =>
      `Généré le ${at} UTC par le bac à sable de la passerelle du Portail des agents. Montants en dollars américains ; ` +
      'les commissions comprennent les lignes payées et en attente, les reprises sont déduites. Le relevé CSV liste chaque ligne.',
  },
  it: {
    title: 'Portale agenti - Estratto provvigioni',
    payCycle: (from, to) => `Ciclo di pagamento ${from} - ${to}`,
    totals: 'Totali per genere',
    personal: 'Provvigioni personali',
    overrides: 'Provvigioni di squadra',
    bonuses: 'Bonus',
    chargeBacks: 'Storni',
    net: 'Guadagni netti',
    commissionRows: 'Voci di provvigione',
    rowCount: (n) => `${n} ${n === 1 ? 'voce' : 'voci'}`,
    noCommission: 'Nessuna provvigione in questo ciclo di pagamento.',
    payment: 'Pagamento',
    paidOn: (date) => `Pagato il ${date}`,
    scheduledOn: (date) => `Previsto il ${date}`,
    noPayout: 'Nessun pagamento ancora registrato per questo ciclo di pagamento.',
    soFar: (from, to) => `Finora, rispetto agli stessi giorni del ciclo di pagamento precedente (${from} - ${to})`,
    wholePrevious: (from, to) => `Rispetto all’intero ciclo di pagamento precedente (${from} - ${to})`,
    netThen: 'Guadagni netti allora',
    change: 'Variazione',
    notAvailable: 'n.d.',
    footer: (at) =>
      `Generato il ${at} UTC dalla sandbox del gateway del Portale agenti. Importi in dollari statunitensi; ` +
      'le provvigioni includono le voci pagate e in attesa, gli storni sono sottratti. L’estratto CSV elenca ogni voce.',
  },
  ru: {
    title: 'Портал агентов - Отчёт о комиссиях',
    payCycle: (from, to) => `Расчётный период ${from} - ${to}`,
    totals: 'Итоги по видам',
    personal: 'Личные комиссии',
    overrides: 'Комиссии с команды',
    bonuses: 'Бонусы',
    chargeBacks: 'Сторно',
    net: 'Чистый доход',
    commissionRows: 'Строки комиссий',
    rowCount: (n) => {
      const rule = new Intl.PluralRules('ru-RU').select(n);
      return `${n} ${rule === 'one' ? 'строка' : rule === 'few' ? 'строки' : 'строк'}`;
    },
    noCommission: 'В этом расчётном периоде комиссий нет.',
    payment: 'Выплата',
    paidOn: (date) => `Выплачено ${date}`,
    scheduledOn: (date) => `Запланировано на ${date}`,
    noPayout: 'Выплата за этот расчётный период ещё не зарегистрирована.',
    soFar: (from, to) => `На сегодня, по сравнению с теми же днями предыдущего расчётного периода (${from} - ${to})`,
    wholePrevious: (from, to) => `По сравнению со всем предыдущим расчётным периодом (${from} - ${to})`,
    netThen: 'Чистый доход тогда',
    change: 'Изменение',
    notAvailable: 'н/д',
    footer: (at) =>
      `Создано ${at} UTC песочницей шлюза портала агентов. Суммы в долларах США; ` +
      'комиссии включают выплаченные и ожидающие строки, сторно вычтены. В CSV-отчёте перечислена каждая строка.',
  },
};

/** The fonts of a language: the standard Helvetica (WinAnsi: every Latin language here), or Liberation Sans embedded for Cyrillic. */
function fontsOf(lang: GatewayLanguage): { regular: string; bold: string } {
  if (lang !== 'ru') return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  return { regular: fontFile('LiberationSans-Regular.ttf'), bold: fontFile('LiberationSans-Bold.ttf') };
}

/**
 * The path of a font of `statement-fonts/` (Liberation Sans 1.07, metric-compatible with Helvetica,
 * with Cyrillic; its licence, GPL v2 with the font exception, lies beside it): next to this module
 * when run from `src`, the source folder when run from the build (tsc copies no fonts).
 */
function fontFile(name: string): string {
  const here = fileURLToPath(new URL(`./statement-fonts/${name}`, import.meta.url));
  if (existsSync(here)) return here;
  return fileURLToPath(new URL(`../../../src/routes/integration/statement-fonts/${name}`, import.meta.url));
}

/**
 * Draws the one-page PDF statement (pdfkit, US Letter, the standard Helvetica fonts — Liberation
 * Sans embedded for Russian; nothing fetched) in `lang` (issue #29 item 2: headings, labels, kinds,
 * statuses, money and dates in the language's words and style) and returns the document as a
 * readable stream: call it, hand the stream to the reply; it ends itself. Server text (names) is
 * drawn as text.
 */
export function statementPdf(facts: StatementFacts, lang: GatewayLanguage = 'en'): PDFKit.PDFDocument {
  const { agent, cycle, previous } = facts;
  const w = PDF_WORDS[lang];
  const codes = STATEMENT_WORDS[lang];
  const fonts = fontsOf(lang);
  const money = (cents: number) => usd(cents, lang);
  const date = (iso: string) => day(iso, lang);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `${w.title.replace(/^.* - /, '')} ${cycle.start_date} - ${cycle.end_date}`,
      Author: 'Agent Portal',
      Subject: `${agent.name} (${agent.code})`,
      CreationDate: new Date(facts.generated_at),
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const valueX = left + width - 150;

  doc.font(fonts.bold).fontSize(18).text(w.title, left, 54);
  doc.moveDown(0.3).font(fonts.regular).fontSize(11).fillColor('#444');
  doc.text(w.payCycle(date(cycle.start_date), date(cycle.end_date)));
  doc.text(`${agent.name} · ${agent.code} · ${agent.email}`);
  doc.moveDown(1).fillColor('#000');

  const row = (label: string, value: string, options: { bold?: boolean; indent?: number; color?: string } = {}) => {
    const y = doc.y;
    doc.font(options.bold ? fonts.bold : fonts.regular).fontSize(11).fillColor(options.color ?? '#000');
    doc.text(label, left + (options.indent ?? 0), y, { width: valueX - left - 10 });
    doc.text(value, valueX, y, { width: 150, align: 'right' });
    doc.moveDown(0.35);
  };
  const heading = (text: string) => {
    doc.moveDown(0.6).font(fonts.bold).fontSize(13).fillColor('#000').text(text, left);
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).lineWidth(0.5).strokeColor('#999').stroke();
    doc.moveDown(0.5);
  };

  const bonusName = (type: string) => codes.kind[type] ?? (lang === 'en' ? `${titleCase(type)} bonus` : titleCase(type));
  heading(w.totals);
  row(w.personal, money(cycle.commissions_cents));
  row(w.overrides, money(cycle.overrides_cents));
  row(w.bonuses, money(cycle.bonuses_cents));
  for (const b of facts.bonuses) row(bonusName(b.bonus_type), money(b.amount_cents), { indent: 14, color: '#444' });
  row(w.chargeBacks, money(-cycle.charge_backs_cents || 0));
  row(w.net, money(cycle.net_cents), { bold: true });

  heading(w.commissionRows);
  if (facts.rows.length === 0) row(w.noCommission, '');
  for (const r of facts.rows) {
    row(`${codes.kind[r.kind] ?? titleCase(r.kind)} · ${codes.status[r.status] ?? titleCase(r.status)} · ${w.rowCount(r.count)}`, money(r.amount_cents));
  }

  heading(w.payment);
  if (facts.payout) {
    const on = date(facts.payout.pay_date);
    row(facts.payout.status === 'PAID' ? w.paidOn(on) : w.scheduledOn(on), money(facts.payout.amount_cents), { bold: true });
  } else {
    row(w.noPayout, '');
  }

  heading(
    facts.in_progress
      ? w.soFar(date(previous.start_date), date(shift(previous.start_date, facts.compared_days - 1)))
      : w.wholePrevious(date(previous.start_date), date(previous.end_date)),
  );
  row(w.netThen, money(previous.net_cents));
  row(w.change, changeText(cycle.net_cents, previous.net_cents, lang), { bold: true });

  doc.font(fonts.regular).fontSize(8).fillColor('#666');
  doc.text(
    w.footer(facts.generated_at.slice(0, 16).replace('T', ' ')),
    left,
    doc.page.height - doc.page.margins.bottom - 30,
    { width, lineBreak: true },
  );
  doc.end();
  return doc;
}
