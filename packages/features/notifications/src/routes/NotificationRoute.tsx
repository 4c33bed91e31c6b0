import { useListNotificationsQuery } from '@agent-portal/api-client';
import { PageHeader, parsePage, parsePageSize } from '@agent-portal/ui-kit';
import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotificationTable } from '../components/NotificationTable/NotificationTable.js';
import { useMarkAllSeen } from '../hooks/useMarkAllSeen.js';
import { useOpenNotification } from '../hooks/useOpenNotification.js';
import { NOTIFICATIONS_NS } from '../i18n/index.js';

/**
 * The `notification` route module (lazy, §2 Notification page): the agent's
 * notifications, server-paged (`?page=&limit=` in the URL, so Back works),
 * newest first; clicking a row marks it seen and follows its link; "Mark all as
 * seen" in the header.
 */
export function Component() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('limit'));
  const { data, isLoading, isFetching, isError, refetch } = useListNotificationsQuery({ page, limit: pageSize });
  const { open, dialog } = useOpenNotification();
  const [markAll, markAllState] = useMarkAllSeen();

  const go = (nextPage: number, nextSize: number = pageSize) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    next.set('limit', String(nextSize));
    setParams(next);
    document.getElementById('main')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            onClick={() => void markAll()}
            disabled={!data || data.unseen === 0 || markAllState.isLoading}
          >
            {t('markAllSeen')}
          </Button>
        }
      />
      <NotificationTable
        rows={data?.data}
        pagination={{
          page,
          pageSize,
          total: data?.count ?? 0,
          onPageChange: (next) => go(next),
          onPageSizeChange: (size) => go(1, size),
        }}
        loading={isLoading || isFetching}
        error={isError}
        onRetry={refetch}
        onOpen={open}
      />
      {dialog}
    </>
  );
}
