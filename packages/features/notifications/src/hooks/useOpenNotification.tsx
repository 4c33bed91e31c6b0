import { useMarkNotificationSeenMutation } from '@agent-portal/api-client';
import type { Notification } from '@agent-portal/api-client/wire';
import { markNotificationsSeen } from '@agent-portal/realtime';
import { showToast } from '@agent-portal/ui-kit';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExternalLinkDialog } from '../components/ExternalLinkDialog/ExternalLinkDialog.js';
import { resolveHref } from '../href.js';
import { NOTIFICATIONS_NS } from '../i18n/index.js';

/**
 * Marks one notification seen: over the socket (`ml.ping.mark.as.seen`, §7) when
 * connected, else `PUT /intercom/v1/notifications/{id}/seen`. Either way every tab
 * of the agent gets a fresh `ml.ping.notify.me`.
 */
export function useMarkSeen() {
  const [markSeen] = useMarkNotificationSeenMutation();
  return useCallback(
    async (id: number) => {
      const ack = await markNotificationsSeen(id);
      if (!ack?.ok) await markSeen(id).unwrap().catch(() => undefined); // the base query toasts the error
    },
    [markSeen],
  );
}

/**
 * What clicking a notification does (§2 Notification page): marks it seen (when
 * unseen) and follows its `href` — a portal path through the router; another
 * origin only after a confirmation, in a new tab with `noopener noreferrer`; an
 * unsafe link (`javascript:`…) never, with an error toast.
 * @returns `open(notification)` and the confirmation dialog to render.
 */
export function useOpenNotification(options: { onNavigate?: () => void } = {}): {
  open: (notification: Notification) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const markSeen = useMarkSeen();
  const [external, setExternal] = useState<{ url: string; host: string } | null>(null);
  const { onNavigate } = options;

  const open = useCallback(
    (notification: Notification) => {
      if (!notification.reference.seen) void markSeen(notification.id);
      const target = resolveHref(notification.href);
      if (target.kind === 'internal') {
        onNavigate?.();
        void navigate(target.path);
      } else if (target.kind === 'external') {
        setExternal({ url: target.url, host: target.host });
      } else if (target.kind === 'unsafe') {
        showToast(t('unsafeLink'), 'error');
      }
    },
    [markSeen, navigate, onNavigate, t],
  );

  const dialog = (
    <ExternalLinkDialog
      target={external}
      onCancel={() => setExternal(null)}
      onConfirm={() => {
        if (external) window.open(external.url, '_blank', 'noopener,noreferrer');
        setExternal(null);
        onNavigate?.();
      }}
    />
  );
  return { open, dialog };
}
