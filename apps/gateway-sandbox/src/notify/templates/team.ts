import { rankName } from '../words.js';
import { q, type TemplateGroup } from './shared.js';

/**
 * Notifications about the agent's team and rank (issue #29 item 2): promotion requests and decisions,
 * new team members, in the six languages.
 */

/** The team templates. */
export const TEAM_TEMPLATES: TemplateGroup<'promotion_decided' | 'downline_promotion_approved' | 'promotion_requested' | 'team_member_joined'> = {
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
};
