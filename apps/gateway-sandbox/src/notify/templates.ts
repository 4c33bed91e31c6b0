import type { RankCode } from '@agent-portal/api-client/wire';
import { GATEWAY_LANGUAGES, type GatewayLanguage } from '../http/language.js';
import { counted, day, money, rankName, subscriptionName, ticketStatusName, type TicketStatusCode } from './words.js';

/**
 * The notifications the sandbox generates, one template per kind × the six languages (issue #29
 * item 2; spec §2 "languages, fallback en", §3 Notification, §4). A notification stores its
 * template key and params (migration 160); reading renders it in the reader's language
 * (`Accept-Language` of `GET notifications/notify-me`, the socket's handshake `lang`). Formal
 * address (Sie / usted / vous / Lei / вы); money and dates through `Intl` (see `words.ts`);
 * statuses and ranks as the language's words, never codes.
 */

/** The reason of a declined card payment (the card provider's decline, in words per language). */
export type DeclineReason = 'expired_card' | 'card_declined' | 'other';

/** The subject of a seeded company announcement (its title is worded per language). */
export type NewsTopic = 'appointment_window' | 'medicare_products' | 'maintenance' | 'compliance_training' | 'enrollment' | 'address_forms';

/**
 * The params of each template (stored as JSON in `notifications.params`): amounts in cents,
 * days as `YYYY-MM-DD`, statuses and ranks as codes; free text (a ticket's subject, a support
 * reply, an announcement an admin wrote, a decider's name or note) as written.
 */
export interface NotificationParams {
  /** An invoice payment went through (`POST payment/braintree/pay`). */
  payment_received: { total_cents: number; invoice_count: number };
  /** An invoice payment was declined; `message` is the provider's English message (shown in English for `other`). */
  payment_declined: { reason: DeclineReason; message: string };
  /** A promotion request of the reader was decided by an upline. */
  promotion_decided: { decider_name: string; to_rank: RankCode; approved: boolean; note: string | null };
  /** Support moved the reader's ticket to another status. */
  ticket_status_changed: { ticket: string; subject: string; from: TicketStatusCode; to: TicketStatusCode };
  /** Support replied on the reader's ticket; `message` is the reply as written, quoted in a sentence of the reader's language. */
  ticket_replied: { ticket: string; message: string };
  /**
   * A company announcement was published: title and body as the admin wrote them, and the
   * admin's translations of them, if any (a language without one shows the English text).
   */
  announcement: { title: string; body: string; translations?: Partial<Record<GatewayLanguage, { title: string; body: string }>> };
  /** A seeded company announcement of a known topic. */
  company_news: { topic: NewsTopic };
  /** A commission payment of the pay cycle ending `cycle_end` was deposited. */
  commission_deposited: { amount_cents: number; cycle_end: string };
  /** The weekly commission statement is ready. */
  statement_ready: { policies: number; overrides: number };
  /** A production bonus was credited. */
  bonus_credited: { amount_cents: number };
  /** The reader's upline approved the promotion request of one of the reader's downline. */
  downline_promotion_approved: Record<string, never>;
  /** An agent of the reader's downline asked to be promoted. */
  promotion_requested: Record<string, never>;
  /** A new agent joined the reader's team. */
  team_member_joined: Record<string, never>;
  /** Support changed the status of the reader's ticket number `ticket_id`. */
  ticket_updated: { ticket_id: number; status: TicketStatusCode };
  /** A recurring invoice was paid with the card on file. */
  invoice_paid: { invoice_date: string; amount_cents: number; subscription_type: string };
  /** A recurring invoice could not be charged. */
  invoice_failed: Record<string, never>;
  /** Keep the essential documents up to date. */
  documents_reminder: Record<string, never>;
  /** An industry update with an external link (the NAIC's fraud guidance). */
  fraud_awareness: Record<string, never>;
}

/** A template key: one kind of generated notification. */
export type NotificationKind = keyof NotificationParams;

/** A notification's text in one language. */
export interface NotificationText {
  /** Plain text, 1–200 characters. */
  subject: string;
  /** Plain text, up to 2,000 characters. */
  body: string;
}

type Template<P> = Readonly<Record<GatewayLanguage, (params: P) => NotificationText>>;

const DECLINE: Readonly<Record<GatewayLanguage, Readonly<Record<Exclude<DeclineReason, 'other'>, string>> & { other: string | null }>> = {
  en: { expired_card: 'The card has expired.', card_declined: 'The card was declined by its issuer.', other: null },
  de: {
    expired_card: 'Die Karte ist abgelaufen.',
    card_declined: 'Die Karte wurde von der ausgebenden Bank abgelehnt.',
    other: 'Bitte versuchen Sie es erneut oder aktualisieren Sie Ihre Karte.',
  },
  es: {
    expired_card: 'La tarjeta ha caducado.',
    card_declined: 'El emisor de la tarjeta la ha rechazado.',
    other: 'Vuelva a intentarlo o actualice su tarjeta.',
  },
  fr: {
    expired_card: 'La carte a expiré.',
    card_declined: 'La carte a été refusée par sa banque émettrice.',
    other: 'Veuillez réessayer ou mettre à jour votre carte.',
  },
  it: {
    expired_card: 'La carta è scaduta.',
    card_declined: 'La carta è stata rifiutata dall’emittente.',
    other: 'Riprovi o aggiorni la Sua carta.',
  },
  ru: {
    expired_card: 'Срок действия карты истёк.',
    card_declined: 'Банк-эмитент отклонил карту.',
    other: 'Попробуйте ещё раз или обновите данные карты.',
  },
};

const declineText = (lang: GatewayLanguage, p: NotificationParams['payment_declined']): string =>
  p.reason === 'other' ? (DECLINE[lang].other ?? p.message) : DECLINE[lang][p.reason];

/** The provider's decline message → {@link DeclineReason} (the messages of `card-provider/provider.ts`). */
export function declineReason(message: string): DeclineReason {
  if (message === DECLINE.en.expired_card) return 'expired_card';
  if (message === DECLINE.en.card_declined) return 'card_declined';
  return 'other';
}

/** An announcement's title and body in `lang`: the admin's translation, else as written. */
function announced(lang: GatewayLanguage, p: NotificationParams['announcement']): { title: string; body: string } {
  const own = p.translations?.[lang];
  return own?.title && own.body ? { title: own.title.trim(), body: own.body.trim() } : { title: p.title, body: p.body };
}

const NEWS: Readonly<Record<GatewayLanguage, Readonly<Record<NewsTopic, string>>>> = {
  en: {
    appointment_window: 'Q4 carrier appointment window is open',
    medicare_products: 'New Medicare Advantage products available in your states',
    maintenance: 'Portal maintenance on Sunday 02:00–04:00 UTC',
    compliance_training: 'Updated compliance training for the new plan year',
    enrollment: 'Annual enrollment period starts soon: get ready',
    address_forms: 'New back-office forms for address changes',
  },
  de: {
    appointment_window: 'Das Zeitfenster für Ernennungen bei Versicherern im 4. Quartal ist geöffnet',
    medicare_products: 'Neue Medicare-Advantage-Produkte in Ihren Bundesstaaten verfügbar',
    maintenance: 'Wartung des Portals am Sonntag von 02:00 bis 04:00 UTC',
    compliance_training: 'Aktualisierte Compliance-Schulung für das neue Planjahr',
    enrollment: 'Der jährliche Einschreibungszeitraum beginnt bald: Bereiten Sie sich vor',
    address_forms: 'Neue Backoffice-Formulare für Adressänderungen',
  },
  es: {
    appointment_window: 'Está abierto el plazo de nombramientos con aseguradoras del cuarto trimestre',
    medicare_products: 'Nuevos productos Medicare Advantage disponibles en sus estados',
    maintenance: 'Mantenimiento del portal el domingo de 02:00 a 04:00 UTC',
    compliance_training: 'Formación de cumplimiento actualizada para el nuevo año del plan',
    enrollment: 'El período anual de inscripción empieza pronto: prepárese',
    address_forms: 'Nuevos formularios de back office para cambios de dirección',
  },
  fr: {
    appointment_window: 'La période de nomination auprès des assureurs du 4e trimestre est ouverte',
    medicare_products: 'Nouveaux produits Medicare Advantage disponibles dans vos États',
    maintenance: 'Maintenance du portail dimanche de 02:00 à 04:00 UTC',
    compliance_training: 'Formation de conformité mise à jour pour la nouvelle année de régime',
    enrollment: 'La période d’inscription annuelle commence bientôt : préparez-vous',
    address_forms: 'Nouveaux formulaires de back-office pour les changements d’adresse',
  },
  it: {
    appointment_window: 'È aperta la finestra di nomina presso le compagnie del quarto trimestre',
    medicare_products: 'Nuovi prodotti Medicare Advantage disponibili nei Suoi stati',
    maintenance: 'Manutenzione del portale domenica dalle 02:00 alle 04:00 UTC',
    compliance_training: 'Formazione sulla compliance aggiornata per il nuovo anno del piano',
    enrollment: 'Il periodo annuale di iscrizione inizia a breve: si prepari',
    address_forms: 'Nuovi moduli di back office per i cambi di indirizzo',
  },
  ru: {
    appointment_window: 'Открыт приём заявок на назначение у страховщиков в IV квартале',
    medicare_products: 'В ваших штатах доступны новые продукты Medicare Advantage',
    maintenance: 'Техническое обслуживание портала в воскресенье с 02:00 до 04:00 UTC',
    compliance_training: 'Обновлённое обучение по комплаенсу на новый плановый год',
    enrollment: 'Скоро начинается ежегодный период регистрации: подготовьтесь',
    address_forms: 'Новые формы бэк-офиса для смены адреса',
  },
};

/** The topics of {@link NotificationParams.company_news}. */
export const NEWS_TOPICS = Object.keys(NEWS.en) as NewsTopic[];

const q = {
  de: (text: string) => `„${text}“`,
  es: (text: string) => `«${text}»`,
  fr: (text: string) => `« ${text} »`,
  it: (text: string) => `«${text}»`,
  ru: (text: string) => `«${text}»`,
};

/** Every template: kind → language → params → text. */
export const NOTIFICATION_TEMPLATES: { readonly [K in NotificationKind]: Template<NotificationParams[K]> } = {
  payment_received: {
    en: (p) => ({
      subject: 'Payment received',
      body: `Your payment of ${money('en', p.total_cents)} for ${counted('en', p.invoice_count, { one: 'recurring invoice', other: 'recurring invoices' })} went through. Your account is in good standing.`,
    }),
    de: (p) => ({
      subject: 'Zahlung eingegangen',
      body: `Ihre Zahlung von ${money('de', p.total_cents)} für ${counted('de', p.invoice_count, { one: 'wiederkehrende Rechnung', other: 'wiederkehrende Rechnungen' })} ist eingegangen. Ihr Konto ist ausgeglichen.`,
    }),
    es: (p) => ({
      subject: 'Pago recibido',
      body: `Su pago de ${money('es', p.total_cents)} por ${counted('es', p.invoice_count, { one: 'factura recurrente', other: 'facturas recurrentes' })} se ha procesado. Su cuenta está al día.`,
    }),
    fr: (p) => ({
      subject: 'Paiement reçu',
      body: `Votre paiement de ${money('fr', p.total_cents)} pour ${counted('fr', p.invoice_count, { one: 'facture récurrente', other: 'factures récurrentes' })} a été accepté. Votre compte est à jour.`,
    }),
    it: (p) => ({
      subject: 'Pagamento ricevuto',
      body: `Il Suo pagamento di ${money('it', p.total_cents)} per ${counted('it', p.invoice_count, { one: 'fattura ricorrente', other: 'fatture ricorrenti' })} è andato a buon fine. Il Suo account è in regola.`,
    }),
    ru: (p) => ({
      subject: 'Платёж получен',
      body: `Ваш платёж на сумму ${money('ru', p.total_cents)} за ${counted('ru', p.invoice_count, { one: 'регулярный счёт', few: 'регулярных счёта', other: 'регулярных счетов' })} прошёл. С вашим аккаунтом всё в порядке.`,
    }),
  },
  payment_declined: {
    en: (p) => ({ subject: 'Payment declined', body: `Your recurring invoice payment was declined: ${declineText('en', p)}` }),
    de: (p) => ({ subject: 'Zahlung abgelehnt', body: `Die Zahlung Ihrer wiederkehrenden Rechnungen wurde abgelehnt: ${declineText('de', p)}` }),
    es: (p) => ({ subject: 'Pago rechazado', body: `El pago de sus facturas recurrentes ha sido rechazado: ${declineText('es', p)}` }),
    fr: (p) => ({ subject: 'Paiement refusé', body: `Le paiement de vos factures récurrentes a été refusé : ${declineText('fr', p)}` }),
    it: (p) => ({ subject: 'Pagamento rifiutato', body: `Il pagamento delle Sue fatture ricorrenti è stato rifiutato: ${declineText('it', p)}` }),
    ru: (p) => ({ subject: 'Платёж отклонён', body: `Оплата ваших регулярных счетов отклонена: ${declineText('ru', p)}` }),
  },
  promotion_decided: {
    en: (p) => ({
      subject: p.approved ? 'Promotion approved' : 'Promotion declined',
      body:
        `${p.decider_name} ${p.approved ? 'approved' : 'declined'} your request to become ${rankName('en', p.to_rank)}.` +
        (p.approved ? ` Your rank is now ${rankName('en', p.to_rank)}.` : '') +
        (p.note ? ` Note: ${p.note}` : ''),
    }),
    de: (p) => ({
      subject: p.approved ? 'Beförderung genehmigt' : 'Beförderung abgelehnt',
      body:
        `${p.decider_name} hat Ihren Antrag auf Beförderung zum Rang ${q.de(rankName('de', p.to_rank))} ${p.approved ? 'genehmigt' : 'abgelehnt'}.` +
        (p.approved ? ` Ihr Rang ist jetzt ${q.de(rankName('de', p.to_rank))}.` : '') +
        (p.note ? ` Notiz: ${p.note}` : ''),
    }),
    es: (p) => ({
      subject: p.approved ? 'Ascenso aprobado' : 'Ascenso rechazado',
      body:
        `${p.decider_name} ha ${p.approved ? 'aprobado' : 'rechazado'} su solicitud de ascenso a ${rankName('es', p.to_rank)}.` +
        (p.approved ? ` Su rango ahora es ${rankName('es', p.to_rank)}.` : '') +
        (p.note ? ` Nota: ${p.note}` : ''),
    }),
    fr: (p) => ({
      subject: p.approved ? 'Promotion approuvée' : 'Promotion refusée',
      body:
        `${p.decider_name} a ${p.approved ? 'approuvé' : 'refusé'} votre demande de promotion au rang ${q.fr(rankName('fr', p.to_rank))}.` +
        (p.approved ? ` Votre rang est désormais ${q.fr(rankName('fr', p.to_rank))}.` : '') +
        (p.note ? ` Remarque : ${p.note}` : ''),
    }),
    it: (p) => ({
      subject: p.approved ? 'Promozione approvata' : 'Promozione rifiutata',
      body:
        `${p.decider_name} ha ${p.approved ? 'approvato' : 'rifiutato'} la Sua richiesta di promozione a ${rankName('it', p.to_rank)}.` +
        (p.approved ? ` Il Suo grado ora è ${rankName('it', p.to_rank)}.` : '') +
        (p.note ? ` Nota: ${p.note}` : ''),
    }),
    ru: (p) => ({
      subject: p.approved ? 'Повышение одобрено' : 'В повышении отказано',
      body:
        `Ваш запрос на повышение до ранга ${q.ru(rankName('ru', p.to_rank))} ${p.approved ? 'одобрен' : 'отклонён'}. Решение принял(а): ${p.decider_name}.` +
        (p.approved ? ` Ваш ранг теперь ${q.ru(rankName('ru', p.to_rank))}.` : '') +
        (p.note ? ` Примечание: ${p.note}` : ''),
    }),
  },
  ticket_status_changed: {
    en: (p) => ({
      subject: `Ticket ${p.ticket} is ${ticketStatusName('en', p.to).toLowerCase()}`,
      body: `Your support ticket "${p.subject}" moved from ${ticketStatusName('en', p.from).toLowerCase()} to ${ticketStatusName('en', p.to).toLowerCase()}.`,
    }),
    de: (p) => ({
      subject: `Ticket ${p.ticket}: ${ticketStatusName('de', p.to)}`,
      body: `Der Status Ihres Support-Tickets ${q.de(p.subject)} wurde von ${q.de(ticketStatusName('de', p.from))} auf ${q.de(ticketStatusName('de', p.to))} geändert.`,
    }),
    es: (p) => ({
      subject: `Ticket ${p.ticket}: ${ticketStatusName('es', p.to)}`,
      body: `Su ticket de soporte ${q.es(p.subject)} ha pasado de ${q.es(ticketStatusName('es', p.from))} a ${q.es(ticketStatusName('es', p.to))}.`,
    }),
    fr: (p) => ({
      subject: `Ticket ${p.ticket} : ${ticketStatusName('fr', p.to)}`,
      body: `Votre ticket d’assistance ${q.fr(p.subject)} est passé de ${q.fr(ticketStatusName('fr', p.from))} à ${q.fr(ticketStatusName('fr', p.to))}.`,
    }),
    it: (p) => ({
      subject: `Ticket ${p.ticket}: ${ticketStatusName('it', p.to)}`,
      body: `Il Suo ticket di assistenza ${q.it(p.subject)} è passato da ${q.it(ticketStatusName('it', p.from))} a ${q.it(ticketStatusName('it', p.to))}.`,
    }),
    ru: (p) => ({
      subject: `Обращение ${p.ticket}: ${ticketStatusName('ru', p.to)}`,
      body: `Статус вашего обращения в поддержку ${q.ru(p.subject)} изменён с ${q.ru(ticketStatusName('ru', p.from))} на ${q.ru(ticketStatusName('ru', p.to))}.`,
    }),
  },
  ticket_replied: {
    en: (p) => ({ subject: `Support replied on ticket ${p.ticket}`, body: `Support wrote: “${p.message}”` }),
    de: (p) => ({ subject: `Der Support hat auf Ticket ${p.ticket} geantwortet`, body: `Der Support schreibt: „${p.message}“` }),
    es: (p) => ({ subject: `Soporte ha respondido al ticket ${p.ticket}`, body: `Soporte escribió: «${p.message}»` }),
    fr: (p) => ({ subject: `L’assistance a répondu au ticket ${p.ticket}`, body: `L’assistance a écrit : « ${p.message} »` }),
    it: (p) => ({ subject: `L’assistenza ha risposto al ticket ${p.ticket}`, body: `L’assistenza ha scritto: «${p.message}»` }),
    ru: (p) => ({ subject: `Поддержка ответила на обращение ${p.ticket}`, body: `Поддержка пишет: «${p.message}»` }),
  },
  announcement: {
    en: (p) => ({ subject: `New announcement: ${p.title}`, body: p.body }),
    de: (p) => ({ subject: `Neue Ankündigung: ${announced('de', p).title}`, body: announced('de', p).body }),
    es: (p) => ({ subject: `Nuevo anuncio: ${announced('es', p).title}`, body: announced('es', p).body }),
    fr: (p) => ({ subject: `Nouvelle annonce : ${announced('fr', p).title}`, body: announced('fr', p).body }),
    it: (p) => ({ subject: `Nuovo annuncio: ${announced('it', p).title}`, body: announced('it', p).body }),
    ru: (p) => ({ subject: `Новое объявление: ${announced('ru', p).title}`, body: announced('ru', p).body }),
  },
  company_news: {
    en: (p) => ({ subject: 'New announcement', body: NEWS.en[p.topic] }),
    de: (p) => ({ subject: 'Neue Ankündigung', body: NEWS.de[p.topic] }),
    es: (p) => ({ subject: 'Nuevo anuncio', body: NEWS.es[p.topic] }),
    fr: (p) => ({ subject: 'Nouvelle annonce', body: NEWS.fr[p.topic] }),
    it: (p) => ({ subject: 'Nuovo annuncio', body: NEWS.it[p.topic] }),
    ru: (p) => ({ subject: 'Новое объявление', body: NEWS.ru[p.topic] }),
  },
  commission_deposited: {
    en: (p) => ({
      subject: 'Commission payment deposited',
      body: `Your commission payment of ${money('en', p.amount_cents)} for the pay cycle ending ${day('en', p.cycle_end)} was deposited to your bank account.`,
    }),
    de: (p) => ({
      subject: 'Provisionszahlung überwiesen',
      body: `Ihre Provisionszahlung von ${money('de', p.amount_cents)} für den Abrechnungszeitraum bis ${day('de', p.cycle_end)} wurde auf Ihr Bankkonto überwiesen.`,
    }),
    es: (p) => ({
      subject: 'Pago de comisiones depositado',
      body: `Su pago de comisiones de ${money('es', p.amount_cents)} del ciclo de pago que termina el ${day('es', p.cycle_end)} se ha depositado en su cuenta bancaria.`,
    }),
    fr: (p) => ({
      subject: 'Paiement de commissions versé',
      body: `Votre paiement de commissions de ${money('fr', p.amount_cents)} pour le cycle de paie se terminant le ${day('fr', p.cycle_end)} a été versé sur votre compte bancaire.`,
    }),
    it: (p) => ({
      subject: 'Pagamento delle provvigioni accreditato',
      body: `Il pagamento delle Sue provvigioni di ${money('it', p.amount_cents)} per il ciclo di pagamento che termina il ${day('it', p.cycle_end)} è stato accreditato sul Suo conto bancario.`,
    }),
    ru: (p) => ({
      subject: 'Комиссионная выплата зачислена',
      body: `Ваша комиссионная выплата ${money('ru', p.amount_cents)} за расчётный период, заканчивающийся ${day('ru', p.cycle_end)}, зачислена на ваш банковский счёт.`,
    }),
  },
  statement_ready: {
    en: (p) => ({
      subject: 'Commission statement ready',
      body: `Your weekly commission statement is ready: ${counted('en', p.policies, { one: 'policy', other: 'policies' })} and ${counted('en', p.overrides, { one: 'override', other: 'overrides' })}.`,
    }),
    de: (p) => ({
      subject: 'Provisionsabrechnung bereit',
      body: `Ihre wöchentliche Provisionsabrechnung liegt vor: ${counted('de', p.policies, { one: 'Police', other: 'Policen' })} und ${counted('de', p.overrides, { one: 'Teamprovision', other: 'Teamprovisionen' })}.`,
    }),
    es: (p) => ({
      subject: 'Extracto de comisiones disponible',
      body: `Su extracto semanal de comisiones está disponible: ${counted('es', p.policies, { one: 'póliza', other: 'pólizas' })} y ${counted('es', p.overrides, { one: 'comisión de equipo', other: 'comisiones de equipo' })}.`,
    }),
    fr: (p) => ({
      subject: 'Relevé de commissions disponible',
      body: `Votre relevé de commissions hebdomadaire est disponible : ${counted('fr', p.policies, { one: 'police', other: 'polices' })} et ${counted('fr', p.overrides, { one: 'commission d’équipe', other: 'commissions d’équipe' })}.`,
    }),
    it: (p) => ({
      subject: 'Estratto provvigioni disponibile',
      body: `Il Suo estratto provvigioni settimanale è disponibile: ${counted('it', p.policies, { one: 'polizza', other: 'polizze' })} e ${counted('it', p.overrides, { one: 'provvigione di squadra', other: 'provvigioni di squadra' })}.`,
    }),
    ru: (p) => ({
      subject: 'Отчёт о комиссиях готов',
      body: `Ваш еженедельный отчёт о комиссиях готов: ${counted('ru', p.policies, { one: 'полис', few: 'полиса', other: 'полисов' })} и ${counted('ru', p.overrides, { one: 'комиссия с команды', few: 'комиссии с команды', other: 'комиссий с команды' })}.`,
    }),
  },
  bonus_credited: {
    en: (p) => ({ subject: 'Bonus credited', body: `A production bonus of ${money('en', p.amount_cents)} was credited to your account.` }),
    de: (p) => ({ subject: 'Bonus gutgeschrieben', body: `Ein Produktionsbonus von ${money('de', p.amount_cents)} wurde Ihrem Konto gutgeschrieben.` }),
    es: (p) => ({ subject: 'Bono abonado', body: `Se ha abonado en su cuenta un bono de producción de ${money('es', p.amount_cents)}.` }),
    fr: (p) => ({ subject: 'Prime créditée', body: `Une prime de production de ${money('fr', p.amount_cents)} a été créditée sur votre compte.` }),
    it: (p) => ({ subject: 'Bonus accreditato', body: `Un bonus di produzione di ${money('it', p.amount_cents)} è stato accreditato sul Suo conto.` }),
    ru: (p) => ({ subject: 'Бонус начислен', body: `На ваш счёт начислен бонус за продажи в размере ${money('ru', p.amount_cents)}.` }),
  },
  downline_promotion_approved: {
    en: () => ({ subject: 'Promotion request approved', body: 'Your upline approved the promotion request of one of your downline agents.' }),
    de: () => ({ subject: 'Beförderungsantrag genehmigt', body: 'Ihre Upline hat den Beförderungsantrag eines Agenten aus Ihrer Downline genehmigt.' }),
    es: () => ({ subject: 'Solicitud de ascenso aprobada', body: 'Su línea ascendente ha aprobado la solicitud de ascenso de un agente de su línea descendente.' }),
    fr: () => ({ subject: 'Demande de promotion approuvée', body: 'Votre lignée ascendante a approuvé la demande de promotion d’un agent de votre lignée.' }),
    it: () => ({ subject: 'Richiesta di promozione approvata', body: 'La Sua upline ha approvato la richiesta di promozione di un agente della Sua downline.' }),
    ru: () => ({ subject: 'Запрос на повышение одобрен', body: 'Ваш вышестоящий агент одобрил запрос на повышение одного из агентов вашей нисходящей линии.' }),
  },
  promotion_requested: {
    en: () => ({ subject: 'New promotion request', body: 'An agent of your downline asked to be promoted. Review the request.' }),
    de: () => ({ subject: 'Neuer Beförderungsantrag', body: 'Ein Agent aus Ihrer Downline hat eine Beförderung beantragt. Bitte prüfen Sie den Antrag.' }),
    es: () => ({ subject: 'Nueva solicitud de ascenso', body: 'Un agente de su línea descendente ha solicitado un ascenso. Revise la solicitud.' }),
    fr: () => ({ subject: 'Nouvelle demande de promotion', body: 'Un agent de votre lignée a demandé une promotion. Veuillez examiner la demande.' }),
    it: () => ({ subject: 'Nuova richiesta di promozione', body: 'Un agente della Sua downline ha chiesto una promozione. Esamini la richiesta.' }),
    ru: () => ({ subject: 'Новый запрос на повышение', body: 'Агент из вашей нисходящей линии запросил повышение. Рассмотрите запрос.' }),
  },
  team_member_joined: {
    en: () => ({ subject: 'New agent joined your team', body: 'A new agent joined your team. Say hello on the My Team page.' }),
    de: () => ({ subject: 'Neuer Agent in Ihrem Team', body: 'Ein neuer Agent ist Ihrem Team beigetreten. Begrüßen Sie ihn auf der Seite „Mein Team“.' }),
    es: () => ({ subject: 'Nuevo agente en su equipo', body: 'Un nuevo agente se ha unido a su equipo. Salúdelo en la página «Mi equipo».' }),
    fr: () => ({ subject: 'Nouvel agent dans votre équipe', body: 'Un nouvel agent a rejoint votre équipe. Souhaitez-lui la bienvenue sur la page « Mon équipe ».' }),
    it: () => ({ subject: 'Nuovo agente nel Suo team', body: 'Un nuovo agente è entrato nel Suo team. Lo saluti nella pagina «Il mio team».' }),
    ru: () => ({ subject: 'Новый агент в вашей команде', body: 'К вашей команде присоединился новый агент. Поприветствуйте его на странице «Моя команда».' }),
  },
  ticket_updated: {
    en: (p) => ({ subject: `Ticket #${p.ticket_id} updated`, body: `Support changed the status of your ticket #${p.ticket_id} to "${ticketStatusName('en', p.status)}".` }),
    de: (p) => ({ subject: `Ticket #${p.ticket_id} aktualisiert`, body: `Der Support hat den Status Ihres Tickets #${p.ticket_id} auf ${q.de(ticketStatusName('de', p.status))} geändert.` }),
    es: (p) => ({ subject: `Ticket #${p.ticket_id} actualizado`, body: `Soporte ha cambiado el estado de su ticket #${p.ticket_id} a ${q.es(ticketStatusName('es', p.status))}.` }),
    fr: (p) => ({ subject: `Ticket #${p.ticket_id} mis à jour`, body: `L’assistance a changé le statut de votre ticket #${p.ticket_id} en ${q.fr(ticketStatusName('fr', p.status))}.` }),
    it: (p) => ({ subject: `Ticket #${p.ticket_id} aggiornato`, body: `L’assistenza ha cambiato lo stato del Suo ticket #${p.ticket_id} in ${q.it(ticketStatusName('it', p.status))}.` }),
    ru: (p) => ({ subject: `Обращение #${p.ticket_id} обновлено`, body: `Поддержка изменила статус вашего обращения #${p.ticket_id} на ${q.ru(ticketStatusName('ru', p.status))}.` }),
  },
  invoice_paid: {
    en: (p) => ({
      subject: 'Recurring invoice paid',
      body: `Your ${subscriptionName('en', p.subscription_type)} invoice of ${day('en', p.invoice_date)} (${money('en', p.amount_cents)}) was paid with your card on file.`,
    }),
    de: (p) => ({
      subject: 'Wiederkehrende Rechnung bezahlt',
      body: `Ihre Rechnung für ${subscriptionName('de', p.subscription_type)} vom ${day('de', p.invoice_date)} (${money('de', p.amount_cents)}) wurde mit Ihrer hinterlegten Karte bezahlt.`,
    }),
    es: (p) => ({
      subject: 'Factura recurrente pagada',
      body: `Su factura de ${subscriptionName('es', p.subscription_type)} del ${day('es', p.invoice_date)} (${money('es', p.amount_cents)}) se ha pagado con la tarjeta registrada.`,
    }),
    fr: (p) => ({
      subject: 'Facture récurrente payée',
      body: `Votre facture ${q.fr(subscriptionName('fr', p.subscription_type))} du ${day('fr', p.invoice_date)} (${money('fr', p.amount_cents)}) a été payée avec votre carte enregistrée.`,
    }),
    it: (p) => ({
      subject: 'Fattura ricorrente pagata',
      body: `La Sua fattura per ${subscriptionName('it', p.subscription_type)} del ${day('it', p.invoice_date)} (${money('it', p.amount_cents)}) è stata pagata con la carta registrata.`,
    }),
    ru: (p) => ({
      subject: 'Регулярный счёт оплачен',
      body: `Ваш счёт ${q.ru(subscriptionName('ru', p.subscription_type))} от ${day('ru', p.invoice_date)} (${money('ru', p.amount_cents)}) оплачен сохранённой картой.`,
    }),
  },
  invoice_failed: {
    en: () => ({ subject: 'Recurring invoice payment failed', body: 'We could not charge your card for a recurring invoice. Update your card or pay it now.' }),
    de: () => ({
      subject: 'Zahlung einer wiederkehrenden Rechnung fehlgeschlagen',
      body: 'Wir konnten Ihre Karte für eine wiederkehrende Rechnung nicht belasten. Aktualisieren Sie Ihre Karte oder bezahlen Sie die Rechnung jetzt.',
    }),
    es: () => ({
      subject: 'Error en el pago de una factura recurrente',
      body: 'No hemos podido cobrar una factura recurrente en su tarjeta. Actualice su tarjeta o pague la factura ahora.',
    }),
    fr: () => ({
      subject: 'Échec du paiement d’une facture récurrente',
      body: 'Nous n’avons pas pu débiter votre carte pour une facture récurrente. Mettez à jour votre carte ou réglez la facture maintenant.',
    }),
    it: () => ({
      subject: 'Pagamento di una fattura ricorrente non riuscito',
      body: 'Non è stato possibile addebitare una fattura ricorrente sulla Sua carta. Aggiorni la carta o paghi la fattura ora.',
    }),
    ru: () => ({
      subject: 'Не удалось оплатить регулярный счёт',
      body: 'Нам не удалось списать оплату регулярного счёта с вашей карты. Обновите данные карты или оплатите счёт сейчас.',
    }),
  },
  documents_reminder: {
    en: () => ({ subject: 'Essential documents reminder', body: 'Keep your license and E&O certificate up to date in your profile.' }),
    de: () => ({ subject: 'Erinnerung: Wichtige Dokumente', body: 'Halten Sie Ihre Lizenz und Ihren Nachweis der Vermögensschadenhaftpflicht in Ihrem Profil aktuell.' }),
    es: () => ({ subject: 'Recordatorio de documentos esenciales', body: 'Mantenga actualizados en su perfil su licencia y su certificado de E&O.' }),
    fr: () => ({ subject: 'Rappel : documents essentiels', body: 'Tenez à jour votre licence et votre attestation de RC professionnelle dans votre profil.' }),
    it: () => ({ subject: 'Promemoria: documenti essenziali', body: 'Mantenga aggiornati nel Suo profilo la licenza e il certificato di RC professionale.' }),
    ru: () => ({ subject: 'Напоминание об основных документах', body: 'Следите за тем, чтобы лицензия и сертификат страхования ответственности в вашем профиле были актуальны.' }),
  },
  fraud_awareness: {
    en: () => ({
      subject: 'Industry update: fraud awareness',
      body: 'The NAIC published new consumer guidance on insurance fraud. The link opens an external site.',
    }),
    de: () => ({
      subject: 'Branchen-News: Betrugsprävention',
      body: 'Die NAIC hat neue Verbraucherhinweise zu Versicherungsbetrug veröffentlicht. Der Link öffnet eine externe Website.',
    }),
    es: () => ({
      subject: 'Novedades del sector: prevención del fraude',
      body: 'La NAIC ha publicado una nueva guía para consumidores sobre el fraude de seguros. El enlace abre un sitio externo.',
    }),
    fr: () => ({
      subject: 'Actualité du secteur : prévention de la fraude',
      body: 'La NAIC a publié de nouvelles recommandations aux consommateurs sur la fraude à l’assurance. Le lien ouvre un site externe.',
    }),
    it: () => ({
      subject: 'Novità dal settore: prevenzione delle frodi',
      body: 'La NAIC ha pubblicato nuove indicazioni per i consumatori sulle frodi assicurative. Il link apre un sito esterno.',
    }),
    ru: () => ({
      subject: 'Новости отрасли: противодействие мошенничеству',
      body: 'NAIC опубликовала новые рекомендации для потребителей о страховом мошенничестве. Ссылка откроет внешний сайт.',
    }),
  },
};

/** Every template key. */
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_TEMPLATES) as NotificationKind[];

/** True when `value` is a known template key. */
export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_TEMPLATES, value);
}

/**
 * The text of template `kind` with `params` in `lang`.
 * @throws TypeError when params lack what the template reads (a corrupt row: callers fall back to the stored text).
 */
export function renderTemplate<K extends NotificationKind>(kind: K, params: NotificationParams[K], lang: GatewayLanguage): NotificationText {
  const text = NOTIFICATION_TEMPLATES[kind][lang](params);
  return { subject: text.subject.slice(0, 200), body: text.body.slice(0, 2000) };
}

/** A template key with its params, as `notify` stores them. */
export type TemplateRef = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

/** A {@link TemplateRef} (typed: the params must match the kind). */
export function templateRef<K extends NotificationKind>(kind: K, params: NotificationParams[K]): TemplateRef {
  return { kind, params } as TemplateRef;
}

/**
 * The text of a stored notification in `lang`: its template rendered when it has a known one
 * (and the params render), else the stored `subject`/`body` (free text, rows from before
 * migration 160).
 */
export function localizedText(
  row: { subject: string; body: string; template?: string | null; params?: unknown },
  lang: GatewayLanguage,
): NotificationText {
  if (!isNotificationKind(row.template) || row.params === null || typeof row.params !== 'object') return { subject: row.subject, body: row.body };
  try {
    const text = renderTemplate(row.template, row.params as never, lang);
    return text.subject ? text : { subject: row.subject, body: row.body };
  } catch {
    return { subject: row.subject, body: row.body };
  }
}

/** The languages every template has (all of {@link GATEWAY_LANGUAGES}). */
export const TEMPLATE_LANGUAGES = GATEWAY_LANGUAGES;
