import { useGetRemindersQuery } from '@agent-portal/api-client';
import type { Reminder, ReminderSeverity } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { KeepCodesWhole, TextWithData } from '@agent-portal/ui-kit';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_NS } from '../i18n/index.js';
import { safePortalPath } from './safeHref.js';
import { WidgetCard } from './WidgetCard.js';

/** The card's height while loading (px): its loaded height with typical data (see `WidgetCard`). */
const LOADING_HEIGHT = 177;

const ICON: Record<ReminderSeverity, typeof ErrorOutline> = { error: ErrorOutline, warning: WarningAmber, info: InfoOutlined };
const KNOWN = new Set(['INVOICE_FAILED', 'INVOICE_DUE', 'LICENCE_PENDING', 'DOCUMENT_MISSING', 'DOCUMENT_EXPIRED', 'DOCUMENT_EXPIRING', 'TICKET_AWAITING_REPLY', 'PROMOTION_TO_DECIDE']);

/** The ranks' English titles (`requested_rank_title` on the wire) by rank code, as the `dashboard:reminders.ranks` keys. */
const RANK_TITLES: Readonly<Record<string, string>> = {
  'Associate': 'ASSOCIATE',
  'Senior Associate': 'SENIOR_ASSOCIATE',
  'Marketing Director': 'MARKETING_DIRECTOR',
  'Senior Marketing Director': 'SENIOR_MARKETING_DIRECTOR',
  'Executive Marketing Director': 'EXECUTIVE_MARKETING_DIRECTOR',
};

/** A rank from the gateway's English title, in the portal's language (issue #29); an unknown title as sent. */
export function rankText(title: string | number | undefined, t: TFunction): string {
  if (title === undefined) return '';
  const code = RANK_TITLES[String(title)];
  return code ? t(`reminders.ranks.${code}`) : String(title);
}

/**
 * The data of a reminder that reads the same in every language — a ticket's subject, a
 * requester's name (issue #29: shown in `translate="no"`), by placeholder.
 */
export function reminderData(reminder: Reminder): Record<string, string> {
  const p = reminder.params;
  const data: Record<string, string> = {};
  if (p.subject !== undefined) data.subject = String(p.subject);
  if (p.requester_name !== undefined) data.name = String(p.requester_name);
  return data;
}

/**
 * A reminder worded in the portal's language from its type and params (§2; ranks and documents in
 * words, issue #29); the gateway's `title` for an unknown type. `data` replaces the values of
 * {@link reminderData} (the widget gives stand-ins to wrap them in `translate="no"`).
 */
export function reminderText(
  reminder: Reminder,
  t: TFunction,
  formatMoney: (cents: number, currency: string) => string,
  data: Readonly<Record<string, string>> = reminderData(reminder),
): string {
  if (!KNOWN.has(reminder.type)) return reminder.title;
  const p = reminder.params;
  return t(`reminders.${reminder.type}`, {
    // The subscription in words (issue #28 item 9); a code the portal does not know yet, in lower-case words.
    subscription: p.subscription_type
      ? t(`reminders.subscriptions.${String(p.subscription_type)}`, { defaultValue: String(p.subscription_type).toLowerCase().replaceAll('_', ' ') })
      : '',
    amount: typeof p.amount_cents === 'number' ? formatMoney(p.amount_cents, 'USD') : '',
    document: p.document_type ? t(`reminders.documents.${String(p.document_type)}`, { defaultValue: String(p.document_type) }) : '',
    ticket: p.ticket,
    subject: data.subject,
    name: data.name,
    rank: rankText(p.requested_rank_title, t),
  });
}

/**
 * What is due for the agent (issue #12; `GET /users/{id}/reminders`, most pressing first): a
 * severity icon in the theme's colour, the sentence, the due date, and a link to where it is
 * resolved — only for same-origin portal paths. "You're all caught up" when nothing is due.
 */
export function RemindersWidget({ userId }: { userId: number }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const { formatMoney, formatDate } = useFormatters();
  const query = useGetRemindersQuery(userId);
  const reminders = query.data?.reminders ?? [];
  return (
    <WidgetCard loadingMinHeight={LOADING_HEIGHT} title={t('reminders.title')} state={query} errorText={t('reminders.error')} data-testid="widget-reminders">
      {reminders.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
          <CheckCircleOutline aria-hidden />
          <Typography variant="body2" color="text.primary">
            {t('reminders.none')}
          </Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {reminders.map((reminder) => {
            const Icon = ICON[reminder.severity] ?? InfoOutlined;
            // The subject and the name in translate="no", the sentence around them in the page's language.
            const text = (
              <TextWithData
                data={KNOWN.has(reminder.type) ? reminderData(reminder) : {}}
                text={(slots) => reminderText(reminder, t, formatMoney, slots)}
                renderText={(piece) => <KeepCodesWhole text={piece} />}
              />
            );
            const to = safePortalPath(reminder.href);
            return (
              <Box component="li" key={reminder.id} data-reminder={reminder.type} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Icon fontSize="small" aria-hidden sx={{ color: `${reminder.severity}.main`, mt: 0.25 }} />
                <Box sx={{ minWidth: 0 }}>
                  {to ? (
                    <Link component={RouterLink} to={to} variant="body2" sx={{ overflowWrap: 'break-word' }}>
                      {text}
                    </Link>
                  ) : (
                    <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                      {text}
                    </Typography>
                  )}
                  {reminder.due_on && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('reminders.due', { date: formatDate(reminder.due_on) })}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </WidgetCard>
  );
}
