import { fetchGatewayBlob } from '@agent-portal/api-client';
import type { TicketAttachment } from '@agent-portal/api-client/wire';
import { formatBytes, useFormatters } from '@agent-portal/i18n';
import { saveBlob, showToast, useErrorText } from '@agent-portal/ui-kit';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_NS } from '../../i18n/index.js';

/**
 * A ticket's attachments as download buttons (issue #12): each file is fetched with the bearer
 * token from `GET /support/tickets/{id}/attachments/{attachment_id}` (owner only) and saved under
 * its name; a failure is toasted with the server's message.
 */
export function AttachmentList({ ticketId, attachments }: { ticketId: number; attachments: readonly TicketAttachment[] }) {
  const { t } = useTranslation(HELP_NS);
  const errorText = useErrorText();
  const { language } = useFormatters();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (attachment: TicketAttachment) => {
    setBusy(attachment.id);
    try {
      saveBlob(await fetchGatewayBlob(`/support/tickets/${ticketId}/attachments/${attachment.id}`), attachment.file_name);
    } catch (error) {
      showToast(t('ticket.downloadFailed', { message: errorText(error) }), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {attachments.map((attachment) => {
        // The accessible name holds the visible text (WCAG 2.5.3 label in name): "Download a.pdf · 20 KB".
        const label = `${attachment.file_name} · ${formatBytes(attachment.size_bytes, language)}`;
        return (
          <Button
            key={attachment.id}
            variant="outlined"
            size="small"
            startIcon={<Download />}
            disabled={busy === attachment.id}
            aria-label={t('ticket.download', { name: label })}
            onClick={() => void download(attachment)}
            sx={{ textTransform: 'none', maxWidth: '100%' }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              <span translate="no">{attachment.file_name}</span>
              {` · ${formatBytes(attachment.size_bytes, language)}`}
            </span>
          </Button>
        );
      })}
    </Stack>
  );
}
