import { useMarkAllNotificationsSeenMutation } from '@agent-portal/api-client';
import { markNotificationsSeen } from '@agent-portal/realtime';
import { showToast } from '@agent-portal/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NS } from '../i18n/index.js';

/**
 * Marks all of the agent's notifications seen (§4 Notification): over the socket
 * (`ml.ping.mark.as.seen` without id) when connected, else `PUT /intercom/v1/notifications/seen`;
 * then a success toast. A failed call shows the gateway's error toast instead.
 * @returns `[markAll, mutationState]`.
 */
export function useMarkAllSeen() {
  const [markAll, state] = useMarkAllNotificationsSeenMutation();
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const run = useCallback(async () => {
    const ack = await markNotificationsSeen();
    if (!ack?.ok) {
      const result = await markAll();
      if ('error' in result) return; // the base query toasts the error
    }
    showToast(t('markedAllSeen'), 'success');
  }, [markAll, t]);
  return [run, state] as const;
}
