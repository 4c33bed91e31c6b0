import { useListAnnouncementsQuery } from '@agent-portal/api-client';
import { paths } from '@agent-portal/feature-api';
import { useFormatters } from '@agent-portal/i18n';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n/index.js';
import { WidgetCard } from './WidgetCard.js';
import { widgetArgs } from './widgetData.js';

/** The card's height while loading (px): its loaded height with typical data (see `WidgetCard`). */
const LOADING_HEIGHT = 346;

/** How many announcements the widget shows. */

/**
 * The latest announcements (issue #12; `get-announcments?page=1&limit=3`, pinned first): title,
 * date, pinned marker and the first lines of the body — plain text, never HTML. Links to
 * help/announcements.
 */
export function AnnouncementsWidget() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { formatDate } = useFormatters();
  const query = useListAnnouncementsQuery(widgetArgs.announcements);
  const items = query.data?.data ?? [];
  return (
    <WidgetCard
      loadingMinHeight={LOADING_HEIGHT}
      title={t('announcements.title')}
      link={{ to: paths.announcements, label: t('announcements.link') }}
      state={query}
      errorText={t('announcements.error')}
      data-testid="widget-announcements"
    >
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('announcements.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((item) => (
            <Box component="li" key={item.id}>
              <Typography variant="subtitle2" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                {item.pinned && <PushPinOutlined fontSize="inherit" titleAccess={t('announcements.pinned')} sx={{ color: 'primary.main' }} />}
                <span>{item.title}</span>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
                {item.body}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </WidgetCard>
  );
}
