import { useCloseTicketMutation, useGetTicketQuery, type GatewayError } from '@agent-portal/api-client';
import { paths } from '@agent-portal/feature-api';
import { useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, ConfirmDialog, EmptyState, KeepCodesWhole, LoadErrorAlert, SectionCard, ServerErrorAlert, TruncatedText, positiveId, showToast } from '@agent-portal/ui-kit';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { TicketStatusChip } from '../components/TicketStatusChip/TicketStatusChip.js';
import { TicketForm } from '../components/TicketForm/TicketForm.js';
import { AttachmentList } from '../components/TicketView/AttachmentList.js';
import { Conversation } from '../components/TicketView/Conversation.js';
import { ReplyBox } from '../components/TicketView/ReplyBox.js';
import { PlainText } from '../components/PlainText/PlainText.js';
import { HELP_NS } from '../i18n/index.js';

/**
 * The `help/generate-ticket/{id}` route module (lazy; issue #12; spec §2, §4 form mode): one
 * ticket — number, subject, status, category, priority, description, attachments, the
 * conversation, the status history —, a reply box (not when CLOSED), Edit (OPEN only: the ticket
 * form in edit mode) and Close (confirmed). Another agent's or an unknown id → "Ticket not found".
 * Support's replies arrive by themselves (the notification names the `Ticket` tag). The subject, description,
 * replies, their authors and file names are marked `translate="no"` (issue #29: written by the agent or support).
 */
export function Component() {
  const { t } = useTranslation(HELP_NS);
  const { formatDateTime } = useFormatters();
  const id = positiveId(useParams().id);
  const query = useGetTicketQuery(id ?? skipToken);
  const [close, closing] = useCloseTicketMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const back = (
    <Link component={RouterLink} to={paths.generateTicket} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBack fontSize="small" /> {t('ticket.back')}
    </Link>
  );
  const notFound = id === undefined || (query.isError && (query.error as GatewayError | undefined)?.status === 404);
  if (notFound) {
    return (
      <>
        {back}
        <EmptyState title={t('ticket.notFound')} description={t('ticket.notFoundText')} />
      </>
    );
  }
  if (query.isLoading) return <>{back}<BusySkeleton lines={[{ height: 48 }, { height: 160, variant: 'rounded' }, { height: 200, variant: 'rounded' }]} /></>;
  if (query.isError || !query.data) return <>{back}<LoadErrorAlert text={t('ticket.loadError')} onRetry={query.refetch} retryLabel={t('retry')} /></>;
  const ticket = query.data;
  const onClose = async () => {
    setServerError(null);
    try {
      await close(ticket.id).unwrap();
      showToast(t('ticket.closed'), 'success');
    } catch (error) {
      setServerError((error as GatewayError).message);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            <TruncatedText text={ticket.ticket} translate="no" />
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }} translate="no">
            <KeepCodesWhole text={ticket.subject} />
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
            <TicketStatusChip status={ticket.status} />
            <Typography variant="body2" color="text.secondary">
              {t(`categories.${ticket.category}`)} · {t(`priorities.${ticket.priority}`)} · {t('ticket.created', { date: formatDateTime(ticket.created_at) })}
            </Typography>
          </Stack>
        </Box>
        {ticket.status !== 'CLOSED' && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {ticket.status === 'OPEN' && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('ticket.edit')}
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('ticket.close')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ServerErrorAlert message={serverError} onClose={() => setServerError(null)} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <SectionCard title={t('ticket.description')}>
            <PlainText text={ticket.description} translate="no" />
            {ticket.attachments.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {t('ticket.attachments')}
                </Typography>
                <AttachmentList ticketId={ticket.id} attachments={ticket.attachments} />
              </Box>
            )}
          </SectionCard>
          <SectionCard title={t('ticket.conversation')}>
            <Conversation replies={ticket.replies} />
            <Box sx={{ mt: 3 }}>
              {ticket.status === 'CLOSED' ? <Alert severity="info">{t('ticket.closedNote')}</Alert> : <ReplyBox ticketId={ticket.id} />}
            </Box>
          </SectionCard>
        </Box>
        <SectionCard title={t('ticket.history')}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {ticket.history.map((change, index) => (
              <Box component="li" key={index} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {change.from_status === null
                    ? t('ticket.opened')
                    : t('ticket.changed', { from: t(`status.${change.from_status}`), to: t(`status.${change.to_status}`) })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time> · {t(`ticket.by.${change.changed_by}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </SectionCard>
      </Box>
      <TicketForm open={editing} ticket={ticket} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      <ConfirmDialog
        open={confirming}
        title={t('ticket.closeTitle')}
        description={t('ticket.closeText')}
        confirmLabel={t('ticket.close')}
        cancelLabel={t('form.cancel')}
        tone="danger"
        busy={closing.isLoading}
        onConfirm={onClose}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
