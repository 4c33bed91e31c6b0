import { LATEST_NOTIFICATIONS_ARGS, useListNotificationsQuery } from '@agent-portal/api-client';
import { LazyMount } from '@agent-portal/ui-kit';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const loadMenu = () => import('../NotificationMenu/NotificationMenu.js');
const NotificationMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationMenu })));

/** Largest number the badge spells out; more shows as "99+". */
export const BADGE_MAX = 99;

/**
 * The top bar's bell (§2 Shell, §4 Notification): the unseen count as a badge
 * (from the latest-notifications query, which `ml.ping.notify.me` pushes replace)
 * and, on click, a menu of the latest few with "Mark all as seen" and a link to
 * the notification page. Only the button and badge are here; the menu is a lazy
 * chunk loaded on hover, focus or first open.
 */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const { data } = useListNotificationsQuery(LATEST_NOTIFICATIONS_ARGS);
  const unseen = data?.unseen ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The name holds the badge's text as shown ("99+ unseen notifications"), so what is seen is what is said.
  const shown = unseen > BADGE_MAX ? `${BADGE_MAX}+` : String(unseen);
  const label = unseen > 0 ? t('topbar.unseenNotifications', { shown }) : t('topbar.notifications');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? 'notification-menu' : undefined}
        aria-expanded={anchor !== null}
        data-testid="notification-bell"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <NotificationsOutlined />
          {unseen > 0 && (
            <Box
              component="span"
              data-testid="notification-badge"
              aria-hidden
              sx={{
                position: 'absolute',
                // On a phone the top bar's buttons are tight: the badge stays inside the bell's
                // button instead of lying over the language button beside it (issue #28 item 8).
                top: { xs: -4, sm: -6 },
                right: { xs: -4, sm: -8 },
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '18px',
                textAlign: 'center',
                boxSizing: 'border-box',
              }}
            >
              {unseen > BADGE_MAX ? `${BADGE_MAX}+` : unseen}
            </Box>
          )}
        </Box>
      </IconButton>
      <LazyMount when={anchor !== null}>
        <NotificationMenu anchorEl={anchor} onClose={() => setAnchor(null)} />
      </LazyMount>
    </>
  );
}
