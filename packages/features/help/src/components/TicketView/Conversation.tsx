import type { TicketDetail } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HELP_NS } from '../../i18n/index.js';
import { PlainText } from '../PlainText/PlainText.js';

/**
 * A ticket's replies, oldest first (issue #12): the agent's on the right, support's on the left, each with its author and time.
 * Authors' names (support's "Agent Support") and the messages are marked `translate="no"` (issue #29).
 */
export function Conversation({ replies }: { replies: TicketDetail['replies'] }) {
  const { t } = useTranslation(HELP_NS);
  const { formatDateTime } = useFormatters();
  if (replies.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('ticket.noReplies')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {replies.map((reply) => {
        const mine = reply.author === 'AGENT';
        return (
          <Box
            component="li"
            key={reply.id}
            data-author={reply.author}
            sx={{
              justifySelf: mine ? 'end' : 'start',
              maxWidth: { xs: '100%', sm: '80%' },
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: mine ? 'primary.main' : 'divider',
              bgcolor: mine ? 'action.selected' : 'background.paper',
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {mine ? <strong>{t('ticket.you')}</strong> : <strong translate="no">{reply.author_name}</strong>} · <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
            </Typography>
            <PlainText text={reply.message} translate="no" />
          </Box>
        );
      })}
    </Box>
  );
}
