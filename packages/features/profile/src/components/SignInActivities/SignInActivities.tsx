import { useListSignInActivitiesQuery } from '@agent-portal/api-client';
import type { SignInActivity } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { DataTable, SectionCard, usePaging, type DataTableColumn } from '@agent-portal/ui-kit';
import Chip from '@mui/material/Chip';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting/index.js';
import { isLocalAddress, parseUserAgent } from './userAgent.js';

/**
 * The agent's sign-in activity (`GET /sso/v1/sign-in/activities?page&limit`; spec §7; issue #4
 * account-setting): a ui-kit `DataTable` paged on the server (1-based `page`, `limit`
 * 10/25/50/100) with date and time (active language, `useFormatters`), device (browser and OS
 * read simply from the User-Agent, the full string as the cell's title), location (the IP;
 * "Local network" for loopback and private addresses) and result (signed in / failed attempt).
 * Skeleton, error with retry and empty states; stacked cards on a phone. Rows carry
 * `data-testid="activity-row"`.
 */
export function SignInActivities() {
  const { t } = useTranslation(ACCOUNT_SETTING_NS);
  const { formatDateTime } = useFormatters();
  const titleId = useId();
  const paging = usePaging();
  const { data, isFetching, isError, refetch } = useListSignInActivitiesQuery({ page: paging.page, limit: paging.pageSize });

  const columns = useMemo<DataTableColumn<SignInActivity>[]>(
    () => [
      { id: 'date', header: t('activities.date'), nowrap: true, render: (activity) => formatDateTime(activity.created_at) },
      {
        id: 'device',
        header: t('activities.device'),
        getCellProps: (activity) => ({ title: activity.user_agent ?? undefined }),
        render: (activity) => {
          const ua = parseUserAgent(activity.user_agent);
          return ua.browser || ua.os
            ? t('activities.deviceValue', { browser: ua.browser ?? t('activities.unknown'), os: ua.os ?? t('activities.unknown') })
            : t('activities.unknown');
        },
      },
      {
        id: 'location',
        header: t('activities.location'),
        getCellProps: (activity) => ({ title: activity.ip ?? undefined }),
        render: (activity) => (isLocalAddress(activity.ip) ? t('activities.localNetwork') : (activity.ip ?? t('activities.unknown'))),
      },
      {
        id: 'result',
        header: t('activities.result'),
        render: (activity) => (
          <Chip
            size="small"
            variant="outlined"
            color={activity.success ? 'success' : 'error'}
            label={activity.success ? t('activities.success') : t('activities.failure')}
          />
        ),
      },
    ],
    [t, formatDateTime],
  );

  return (
    <SectionCard titleId={titleId} title={t('activities.title')} titleGap={1.5}>
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        rows={data?.data}
        getRowProps={() => ({ 'data-testid': 'activity-row' })}
        loading={isFetching}
        error={isError}
        errorText={t('activities.error')}
        onRetry={refetch}
        emptyTitle={t('activities.empty')}
        pagination={paging.pagination(data?.count ?? 0)}
        minWidth={560}
        labels={{ loading: t('activities.loading'), retry: t('common.retry') }}
      />
    </SectionCard>
  );
}
