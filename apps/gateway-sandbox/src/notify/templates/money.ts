import type { GatewayLanguage } from '../../http/language.js';
import { counted, day, money, subscriptionName } from '../words.js';
import { type DeclineReason, q, type NotificationParams, type TemplateGroup } from './shared.js';

/**
 * Notifications about the agent's money (issue #29 item 2): invoice payments, commissions, statements
 * and bonuses, in the six languages.
 */

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

/** The money templates. */
export const MONEY_TEMPLATES: TemplateGroup<'payment_received' | 'payment_declined' | 'commission_deposited' | 'statement_ready' | 'bonus_credited' | 'invoice_paid' | 'invoice_failed'> = {
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
};
