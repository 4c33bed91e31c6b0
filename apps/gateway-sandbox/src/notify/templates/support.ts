import type { GatewayLanguage } from '../../http/language.js';
import { ticketStatusName } from '../words.js';
import { type NewsTopic, q, type NotificationParams, type TemplateGroup } from './shared.js';

/**
 * Notifications from support and the company (issue #29 item 2): tickets, announcements, company
 * news and reminders, in the six languages.
 */

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

/** The support templates. */
export const SUPPORT_TEMPLATES: TemplateGroup<'ticket_status_changed' | 'ticket_replied' | 'ticket_updated' | 'announcement' | 'company_news' | 'documents_reminder' | 'fraud_awareness'> = {
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
  ticket_updated: {
    en: (p) => ({ subject: `Ticket #${p.ticket_id} updated`, body: `Support changed the status of your ticket #${p.ticket_id} to "${ticketStatusName('en', p.status)}".` }),
    de: (p) => ({ subject: `Ticket #${p.ticket_id} aktualisiert`, body: `Der Support hat den Status Ihres Tickets #${p.ticket_id} auf ${q.de(ticketStatusName('de', p.status))} geändert.` }),
    es: (p) => ({ subject: `Ticket #${p.ticket_id} actualizado`, body: `Soporte ha cambiado el estado de su ticket #${p.ticket_id} a ${q.es(ticketStatusName('es', p.status))}.` }),
    fr: (p) => ({ subject: `Ticket #${p.ticket_id} mis à jour`, body: `L’assistance a changé le statut de votre ticket #${p.ticket_id} en ${q.fr(ticketStatusName('fr', p.status))}.` }),
    it: (p) => ({ subject: `Ticket #${p.ticket_id} aggiornato`, body: `L’assistenza ha cambiato lo stato del Suo ticket #${p.ticket_id} in ${q.it(ticketStatusName('it', p.status))}.` }),
    ru: (p) => ({ subject: `Обращение #${p.ticket_id} обновлено`, body: `Поддержка изменила статус вашего обращения #${p.ticket_id} на ${q.ru(ticketStatusName('ru', p.status))}.` }),
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
