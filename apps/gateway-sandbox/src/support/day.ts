import type {
  OnboardingStep,
  OnboardingStepKey,
  ProgressTracker,
  RankCode,
  Reminder,
  ReminderSeverity,
  Reminders,
} from '@agent-portal/api-client/wire';
import { complianceState, FIX_HREF } from '../compliance/state.js';
import type { Queryable } from '../db/db.js';
import type { GatewayLanguage } from '../http/language.js';
import { day, money, rankName, subscriptionName } from '../notify/words.js';
import { rankTitle } from '../team/ladder.js';
import { downlineRange } from '../team/agents.js';
import { RANKS, mayDecide } from '../team/ladder.js';
import { AWAITING_AGENT_SQL } from './tickets.js';

/**
 * The agent's day (issue #12; docs/CONTRACTS.md "Reminders and progress tracker"): reminders and
 * the onboarding progress tracker, computed on every read from the data — never stored flags.
 */

const SEVERITY_ORDER: Record<ReminderSeverity, number> = { error: 0, warning: 1, info: 2 };

/** The essential documents a reminder can name (the compliance checks' keys). */
type DocumentKey = 'LICENCE_CERTIFICATE' | 'E_AND_O_POLICY' | 'ID_CARD';

/** A document as a sentence's subject (`subj`, capitalised) and object (`obj`). */
interface DocumentWords {
  subj: string;
  obj: string;
  /** Italian: a feminine noun (its participle agrees). */
  feminine?: boolean;
}

const DOCUMENTS: Readonly<Record<GatewayLanguage, Readonly<Record<DocumentKey, DocumentWords>>>> = {
  en: {
    LICENCE_CERTIFICATE: { subj: 'Your license certificate', obj: 'your license certificate' },
    E_AND_O_POLICY: { subj: 'Your E&O policy', obj: 'your E&O policy' },
    ID_CARD: { subj: 'Your ID card', obj: 'your ID card' },
  },
  de: {
    LICENCE_CERTIFICATE: { subj: 'Ihre Lizenzurkunde', obj: 'Ihre Lizenzurkunde' },
    E_AND_O_POLICY: { subj: 'Ihre Police der Vermögensschadenhaftpflicht', obj: 'Ihre Police der Vermögensschadenhaftpflicht' },
    ID_CARD: { subj: 'Ihr Ausweis', obj: 'Ihren Ausweis' },
  },
  es: {
    LICENCE_CERTIFICATE: { subj: 'Su certificado de licencia', obj: 'su certificado de licencia' },
    E_AND_O_POLICY: { subj: 'Su póliza de E&O', obj: 'su póliza de E&O' },
    ID_CARD: { subj: 'Su documento de identidad', obj: 'su documento de identidad' },
  },
  fr: {
    LICENCE_CERTIFICATE: { subj: 'Votre certificat de licence', obj: 'votre certificat de licence' },
    E_AND_O_POLICY: { subj: 'Votre police RC professionnelle', obj: 'votre police RC professionnelle' },
    ID_CARD: { subj: 'Votre pièce d’identité', obj: 'votre pièce d’identité' },
  },
  it: {
    LICENCE_CERTIFICATE: { subj: 'Il Suo certificato di licenza', obj: 'il Suo certificato di licenza' },
    E_AND_O_POLICY: { subj: 'La Sua polizza RC professionale', obj: 'la Sua polizza RC professionale', feminine: true },
    ID_CARD: { subj: 'Il Suo documento d’identità', obj: 'il Suo documento d’identità' },
  },
  ru: {
    LICENCE_CERTIFICATE: { subj: 'Лицензионный сертификат', obj: 'лицензионный сертификат' },
    E_AND_O_POLICY: { subj: 'Полис страхования ответственности', obj: 'полис страхования ответственности' },
    ID_CARD: { subj: 'Удостоверение личности', obj: 'удостоверение личности' },
  },
};

const isDocumentKey = (key: string): key is DocumentKey => Object.hasOwn(DOCUMENTS.en, key);

/** What each reminder says, per language (issue #29 item 2; formal address; the portal words reminders itself from `type` + `params`). */
const TITLES: Readonly<
  Record<
    GatewayLanguage,
    {
      invoiceFailed(sub: string, amount: string): string;
      invoiceDue(sub: string, amount: string): string;
      licencePending: string;
      documentMissing(doc: DocumentWords): string;
      documentExpired(doc: DocumentWords, date: string): string;
      documentExpiring(doc: DocumentWords, date: string): string;
      ticketReplied(ticket: string, subject: string): string;
      promotionToDecide(name: string, rank: string): string;
    }
  >
> = {
  en: {
    invoiceFailed: (sub, amount) => `Your ${sub} invoice of ${amount} failed: pay it to keep your access.`,
    invoiceDue: (sub, amount) => `Your ${sub} invoice of ${amount} is due.`,
    licencePending: 'Your license request is waiting for the back office.',
    documentMissing: (doc) => `Upload ${doc.obj}.`,
    documentExpired: (doc, date) => `${doc.subj} expired on ${date}: upload the renewed one.`,
    documentExpiring: (doc, date) => `${doc.subj} expires on ${date}: upload the renewed one.`,
    ticketReplied: (ticket, subject) => `Support replied on ${ticket}: ${subject}`,
    promotionToDecide: (name, rank) => `${name} asks to become ${rank}.`,
  },
  de: {
    invoiceFailed: (sub, amount) => `Die Zahlung Ihrer Rechnung für ${sub} über ${amount} ist fehlgeschlagen: Bezahlen Sie sie, um Ihren Zugang zu behalten.`,
    invoiceDue: (sub, amount) => `Ihre Rechnung für ${sub} über ${amount} ist fällig.`,
    licencePending: 'Ihr Lizenzantrag wartet auf die Bearbeitung durch das Backoffice.',
    documentMissing: (doc) => `Laden Sie ${doc.obj} hoch.`,
    documentExpired: (doc, date) => `${doc.subj} ist am ${date} abgelaufen: Laden Sie das erneuerte Dokument hoch.`,
    documentExpiring: (doc, date) => `${doc.subj} läuft am ${date} ab: Laden Sie das erneuerte Dokument hoch.`,
    ticketReplied: (ticket, subject) => `Der Support hat auf ${ticket} geantwortet: ${subject}`,
    promotionToDecide: (name, rank) => `${name} beantragt die Beförderung zum Rang „${rank}“.`,
  },
  es: {
    invoiceFailed: (sub, amount) => `No se ha podido cobrar su factura de ${sub} de ${amount}: páguela para conservar su acceso.`,
    invoiceDue: (sub, amount) => `Su factura de ${sub} de ${amount} está pendiente de pago.`,
    licencePending: 'Su solicitud de licencia está pendiente de revisión por el back office.',
    documentMissing: (doc) => `Suba ${doc.obj}.`,
    documentExpired: (doc, date) => `${doc.subj} venció el ${date}: suba el documento renovado.`,
    documentExpiring: (doc, date) => `${doc.subj} vence el ${date}: suba el documento renovado.`,
    ticketReplied: (ticket, subject) => `Soporte ha respondido en ${ticket}: ${subject}`,
    promotionToDecide: (name, rank) => `${name} solicita el ascenso a ${rank}.`,
  },
  fr: {
    invoiceFailed: (sub, amount) => `Le paiement de votre facture « ${sub} » de ${amount} a échoué : réglez-la pour conserver votre accès.`,
    invoiceDue: (sub, amount) => `Votre facture « ${sub} » de ${amount} est à payer.`,
    licencePending: 'Votre demande de licence attend le traitement du back-office.',
    documentMissing: (doc) => `Téléversez ${doc.obj}.`,
    documentExpired: (doc, date) => `${doc.subj} a expiré le ${date} : téléversez le document renouvelé.`,
    documentExpiring: (doc, date) => `${doc.subj} expire le ${date} : téléversez le document renouvelé.`,
    ticketReplied: (ticket, subject) => `L’assistance a répondu sur ${ticket} : ${subject}`,
    promotionToDecide: (name, rank) => `${name} demande une promotion au rang « ${rank} ».`,
  },
  it: {
    invoiceFailed: (sub, amount) => `Il pagamento della Sua fattura per ${sub} di ${amount} non è riuscito: la paghi per mantenere l’accesso.`,
    invoiceDue: (sub, amount) => `La Sua fattura per ${sub} di ${amount} è da pagare.`,
    licencePending: 'La Sua richiesta di licenza è in attesa del back office.',
    documentMissing: (doc) => `Carichi ${doc.obj}.`,
    documentExpired: (doc, date) => `${doc.subj} è ${doc.feminine ? 'scaduta' : 'scaduto'} il ${date}: carichi il documento rinnovato.`,
    documentExpiring: (doc, date) => `${doc.subj} scade il ${date}: carichi il documento rinnovato.`,
    ticketReplied: (ticket, subject) => `L’assistenza ha risposto su ${ticket}: ${subject}`,
    promotionToDecide: (name, rank) => `${name} chiede la promozione a ${rank}.`,
  },
  ru: {
    invoiceFailed: (sub, amount) => `Оплата счёта «${sub}» на сумму ${amount} не прошла: оплатите его, чтобы сохранить доступ.`,
    invoiceDue: (sub, amount) => `Счёт «${sub}» на сумму ${amount} ожидает оплаты.`,
    licencePending: 'Ваш запрос лицензии ожидает рассмотрения бэк-офисом.',
    documentMissing: (doc) => `Загрузите ${doc.obj}.`,
    documentExpired: (doc, date) => `Срок действия документа «${doc.subj}» истёк ${date}: загрузите обновлённый документ.`,
    documentExpiring: (doc, date) => `Срок действия документа «${doc.subj}» истекает ${date}: загрузите обновлённый документ.`,
    ticketReplied: (ticket, subject) => `Поддержка ответила по обращению ${ticket}: ${subject}`,
    promotionToDecide: (name, rank) => `${name} запрашивает повышение до ранга «${rank}».`,
  },
};

/**
 * Everything due for agent `userId` at `now`, most pressing first (severity, then earliest
 * `due_on`, null last, then id), or null for an unknown agent. Each `title` is worded in `lang`
 * (issue #29 item 2: money and dates in its style, ranks and documents in its words); `type`,
 * `params` and ids are codes, the same in every language.
 */
export async function remindersOf(db: Queryable, userId: number, now: Date = new Date(), lang: GatewayLanguage = 'en'): Promise<Reminders | null> {
  const words = TITLES[lang];
  const compliance = await complianceState(db, userId, now);
  if (!compliance) return null;
  const reminders: Reminder[] = [];

  const invoices = await db.query<{ id: number; status: 'PENDING' | 'FAILED'; amount_cents: number; subscription_type: string; invoice_date: string }>(
    `SELECT id, status, amount_cents, subscription_type, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date
       FROM recurring_invoices WHERE user_id = $1 AND status IN ('PENDING', 'FAILED')
      ORDER BY invoice_date, id`,
    [userId],
  );
  for (const invoice of invoices) {
    const failed = invoice.status === 'FAILED';
    reminders.push({
      id: `${failed ? 'INVOICE_FAILED' : 'INVOICE_DUE'}:${invoice.id}`,
      type: failed ? 'INVOICE_FAILED' : 'INVOICE_DUE',
      severity: failed ? 'error' : 'warning',
      // The code in words in the title (issue #28 item 9); the code itself stays in params.
      title: (failed ? words.invoiceFailed : words.invoiceDue)(subscriptionName(lang, invoice.subscription_type), money(lang, invoice.amount_cents)),
      href: FIX_HREF.PAYMENTS,
      due_on: invoice.invoice_date,
      params: { invoice_id: invoice.id, amount_cents: invoice.amount_cents, subscription_type: invoice.subscription_type },
    });
  }

  for (const check of compliance.checks) {
    if (check.key === 'LICENCE' && check.status === 'LICENSE_PENDING') {
      reminders.push({
        id: 'LICENCE_PENDING',
        type: 'LICENCE_PENDING',
        severity: 'info',
        title: words.licencePending,
        href: FIX_HREF.LICENCE,
        due_on: null,
        params: {},
      });
    }
    if (!isDocumentKey(check.key)) continue;
    const doc = DOCUMENTS[lang][check.key];
    const type = check.status === 'MISSING' ? 'DOCUMENT_MISSING' : check.status === 'EXPIRED' ? 'DOCUMENT_EXPIRED' : check.status === 'EXPIRING' ? 'DOCUMENT_EXPIRING' : null;
    if (!type) continue;
    reminders.push({
      id: `${type}:${check.key}`,
      type,
      severity: type === 'DOCUMENT_EXPIRING' ? 'warning' : 'error',
      title:
        type === 'DOCUMENT_MISSING'
          ? words.documentMissing(doc)
          : (type === 'DOCUMENT_EXPIRED' ? words.documentExpired : words.documentExpiring)(doc, day(lang, check.expires_on ?? '')),
      href: FIX_HREF[check.key],
      due_on: check.expires_on,
      params: { document_type: check.key },
    });
  }

  const tickets = await db.query<{ id: number; ticket: string; subject: string }>(
    `SELECT t.id, t.ticket, t.subject FROM tickets t WHERE t.user_id = $1 AND ${AWAITING_AGENT_SQL} ORDER BY t.updated_at, t.id`,
    [userId],
  );
  for (const ticket of tickets) {
    reminders.push({
      id: `TICKET_AWAITING_REPLY:${ticket.id}`,
      type: 'TICKET_AWAITING_REPLY',
      severity: 'warning',
      title: words.ticketReplied(ticket.ticket, ticket.subject),
      href: `/help/generate-ticket/${ticket.id}`,
      due_on: null,
      params: { ticket_id: ticket.id, ticket: ticket.ticket, subject: ticket.subject },
    });
  }

  const [caller] = await db.query<{ rank: RankCode; tree_path: string }>('SELECT rank, tree_path FROM users WHERE id = $1', [userId]);
  if (caller) {
    const { lower, upper } = downlineRange(caller);
    const decidable = RANKS.filter((rank) => mayDecide(caller.rank, rank));
    const requests = await db.query<{ id: number; name: string; to_rank: RankCode }>(
      `SELECT p.id, r.first_name || ' ' || r.last_name AS name, p.to_rank
         FROM promotion_requests p JOIN users r ON r.id = p.requester_id
        WHERE p.status = 'PENDING' AND r.tree_path > $1 AND r.tree_path < $2 AND p.to_rank = ANY($3::text[])
        ORDER BY p.requested_at, p.id`,
      [lower, upper, decidable],
    );
    for (const request of requests) {
      reminders.push({
        id: `PROMOTION_TO_DECIDE:${request.id}`,
        type: 'PROMOTION_TO_DECIDE',
        severity: 'info',
        title: words.promotionToDecide(request.name, rankName(lang, request.to_rank)),
        href: '/promotion',
        due_on: null,
        params: { request_id: request.id, requester_name: request.name, requested_rank_title: rankTitle(request.to_rank) },
      });
    }
  }

  reminders.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.due_on ?? '9999').localeCompare(b.due_on ?? '9999') ||
      a.id.localeCompare(b.id),
  );
  return { reminders, checked_at: now.toISOString() };
}

/** Where each onboarding step is completed: a section of my-profile. */
export const STEP_HREF: Readonly<Record<OnboardingStepKey, string>> = {
  PROFILE_PICTURE: '/my-profile#profile-picture',
  PERSONAL_INFORMATION: '/my-profile#personal-information',
  ADDRESS: '/my-profile#address',
  ESSENTIAL_DOCUMENTS: '/my-profile#essential-documents',
  BANK_ACCOUNT: '/my-profile#bank-account',
  PAYMENT_CARD: '/my-profile#payment-card',
  LICENCE: '/my-profile#licence',
};

/** The onboarding steps of agent `userId`, done or not from the data, or null for an unknown agent. */
export async function progressOf(db: Queryable, userId: number, now: Date = new Date()): Promise<ProgressTracker | null> {
  const [row] = await db.query<Record<Exclude<OnboardingStepKey, 'ESSENTIAL_DOCUMENTS'>, boolean>>(
    `SELECT coalesce(u.avatar_url, '') <> '' AS "PROFILE_PICTURE",
            (btrim(u.first_name) <> '' AND btrim(u.last_name) <> '' AND coalesce(btrim(u.phone), '') <> '' AND u.date_of_birth IS NOT NULL) AS "PERSONAL_INFORMATION",
            (coalesce(btrim(u.address_line1), '') <> '' AND u.city_id IS NOT NULL AND coalesce(btrim(u.postal_code), '') <> '') AS "ADDRESS",
            EXISTS (SELECT 1 FROM agent_bank_accounts b WHERE b.user_id = u.id) AS "BANK_ACCOUNT",
            EXISTS (SELECT 1 FROM agent_payment_cards c WHERE c.user_id = u.id) AS "PAYMENT_CARD",
            u.is_licensed AS "LICENCE"
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  const compliance = (await complianceState(db, userId, now))!;
  const documentsDone = compliance.checks.filter((c) => isDocumentKey(c.key)).every((c) => c.ok);
  const done: Record<OnboardingStepKey, boolean> = { ...row, ESSENTIAL_DOCUMENTS: documentsDone };
  const keys = Object.keys(STEP_HREF) as OnboardingStepKey[];
  const steps: OnboardingStep[] = keys.map((key) => ({ key, done: done[key], href: STEP_HREF[key] }));
  const doneCount = steps.filter((s) => s.done).length;
  return {
    steps,
    done_count: doneCount,
    total: steps.length,
    percent: Math.floor((doneCount * 100) / steps.length),
    complete: doneCount === steps.length,
  };
}
