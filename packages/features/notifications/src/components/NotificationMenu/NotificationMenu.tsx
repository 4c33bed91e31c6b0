import { paths } from '@agent-portal/feature-api';
import { LATEST_NOTIFICATIONS_ARGS, useListNotificationsQuery } from '@agent-portal/api-client';
import type { Notification } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { LoadErrorAlert, visuallyHidden } from '@agent-portal/ui-kit';
import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOpenNotification } from '../../hooks/useOpenNotification.js';
import { NOTIFICATIONS_NS } from '../../i18n/index.js';
import { useMarkAllSeen } from '../../hooks/useMarkAllSeen.js';

/** How many of the latest notifications the bell's menu lists. */
export const MENU_ITEMS = 5;

/** Props of {@link NotificationMenuView}. */
export interface NotificationMenuViewProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The latest notifications; undefined while loading. */
  items: Notification[] | undefined;
  unseen: number;
  error?: boolean;
  onRetry?: () => void;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
  markingAll?: boolean;
}

/**
 * The bell's menu, presentational: title with the unseen count, "Mark all as
 * seen", the latest few (unseen ones marked, subject and body as text), and a
 * link to the notification page.
 */
export function NotificationMenuView({
  anchorEl,
  onClose,
  items,
  unseen,
  error = false,
  onRetry,
  onOpen,
  onMarkAll,
  markingAll = false,
}: NotificationMenuViewProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { formatDateTime } = useFormatters();
  return (
    <Popover
      id="notification-menu"
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'notification-menu-title', sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography id="notification-menu-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('menuTitle')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('unseenCount', { count: unseen })}
          </Typography>
        </Box>
        <Button size="small" startIcon={<DoneAll />} onClick={onMarkAll} disabled={unseen === 0 || markingAll}>
          {t('markAllSeen')}
        </Button>
      </Box>
      <Divider />
      {error && !items ? (
        <Box sx={{ p: 2 }}>
          <LoadErrorAlert text={t('loadError')} onRetry={onRetry} />
        </Box>
      ) : !items ? (
        Array.from({ length: 3 }, (_, i) => (
          <Box key={i} sx={{ px: 2, py: 1 }}>
            <Skeleton width="60%" />
            <Skeleton />
          </Box>
        ))
      ) : items.length === 0 ? (
        <Typography sx={{ px: 2, py: 3, textAlign: 'center' }} color="text.secondary">
          {t('menuEmpty')}
        </Typography>
      ) : null}
      {/* Only menu items inside the menu (WAI-ARIA: a menu owns menuitems and separators); the title, the
          unseen count, "Mark all as seen" and the loading, empty and error states sit beside it in the dialog. */}
      <MenuList aria-label={t('menuTitle')} dense autoFocusItem={anchorEl !== null} sx={{ py: 0 }}>
        {(items ?? []).slice(0, MENU_ITEMS).map((item) => {
          const unseenItem = !item.reference.seen;
          return (
            <MenuItem
              key={item.id}
              onClick={() => onOpen(item)}
              data-unseen={unseenItem || undefined}
              sx={{ alignItems: 'flex-start', gap: 1.5, whiteSpace: 'normal', py: 1, ...(unseenItem && { bgcolor: 'action.selected' }) }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{ mt: 0.75, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unseenItem ? 'primary.main' : 'transparent' }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: unseenItem ? 700 : 500, overflowWrap: 'anywhere' }}>
                  {unseenItem && <Box component="span" sx={visuallyHidden}>{`${t('unseen')}: `}</Box>}
                  {item.subject}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
                >
                  {item.body}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
                </Typography>
              </Box>
            </MenuItem>
          );
        })}
        <Divider component="li" />
        <MenuItem component={RouterLink} to={paths.notification} onClick={onClose} sx={{ justifyContent: 'center', fontWeight: 600, color: 'primary.main' }}>
          {t('viewAll')}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}

/** Props of {@link NotificationMenu}. */
export interface NotificationMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The bell's menu (lazy chunk) wired to the latest-notifications query and the mark-seen calls. */
export function NotificationMenu({ anchorEl, onClose }: NotificationMenuProps) {
  const { data, isError, refetch } = useListNotificationsQuery(LATEST_NOTIFICATIONS_ARGS);
  const { open, dialog } = useOpenNotification({ onNavigate: onClose });
  const [markAll, state] = useMarkAllSeen();
  return (
    <>
      <NotificationMenuView
        anchorEl={anchorEl}
        onClose={onClose}
        items={data?.data}
        unseen={data?.unseen ?? 0}
        error={isError}
        onRetry={() => void refetch()}
        onOpen={open}
        onMarkAll={() => void markAll()}
        markingAll={state.isLoading}
      />
      {dialog}
    </>
  );
}
