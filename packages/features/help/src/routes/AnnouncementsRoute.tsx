import { useListAnnouncementsQuery } from '@agent-portal/api-client';
import { useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, EmptyState, LoadErrorAlert, PageHeader, Pager, useUrlListState } from '@agent-portal/ui-kit';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlainText } from '../components/PlainText/PlainText.js';
import { HELP_NS } from '../i18n/index.js';

/**
 * The `help/announcements` route module (lazy; issue #12; spec §7 `get-announcments`): the company
 * announcements paged on the server (page and page size in the URL), pinned first with a marker,
 * each body plain text. A new announcement's notification refetches the list (`Announcement` tag).
 */
export function Component() {
  const { t } = useTranslation(HELP_NS);
  const { formatDate } = useFormatters();
  const { page, pageSize, pagination } = useUrlListState(useSearchParams());
  const list = useListAnnouncementsQuery({ page, limit: pageSize });
  return (
    <>
      <PageHeader title={t('announcements.title')} />
      {list.isLoading ? (
        <BusySkeleton lines={[{ height: 120, variant: 'rounded' }, { height: 120, variant: 'rounded' }]} />
      ) : list.isError ? (
        <LoadErrorAlert text={t('announcements.loadError')} onRetry={list.refetch} retryLabel={t('retry')} />
      ) : !list.data || list.data.count === 0 ? (
        <EmptyState title={t('announcements.empty')} />
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('announcements.title')}>
            {list.data.data.map((item) => (
              <Paper component="li" key={item.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: item.pinned ? 'primary.main' : undefined }}>
                <Box component="article" aria-labelledby={`announcement-${item.id}`}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
                    <Typography variant="h3" component="h2" id={`announcement-${item.id}`} sx={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Typography>
                    {item.pinned && <Chip size="small" color="primary" icon={<PushPinOutlined />} label={t('announcements.pinned')} />}
                  </Stack>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                    <time dateTime={item.published_at}>{formatDate(item.published_at, { dateStyle: 'long' })}</time>
                  </Typography>
                  <PlainText text={item.body} />
                </Box>
              </Paper>
            ))}
          </Stack>
          <Pager {...pagination} total={list.data.count} />
        </>
      )}
    </>
  );
}
