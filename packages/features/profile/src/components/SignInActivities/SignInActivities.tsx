import { useListSignInActivitiesQuery } from '@agent-portal/api-client';
import { EmptyState } from '@agent-portal/ui-kit';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting';
import { formatDate } from '../PayDuePanel/format';
import { BusySkeleton, TABLE_ROWS_SKELETON } from '../shared/BusySkeleton';
import { PagedTableFooter } from '../shared/PagedTableFooter';
import { QueryState } from '../shared/QueryState';
import { usePaging } from '../shared/usePaging';
import { isLocalAddress, parseUserAgent } from './userAgent';
import { CardSection } from '../shared/CardSection';

/** Page sizes of the table (spec §9: default 10). */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The agent's sign-in activity (`GET /sso/v1/sign-in/activities?page&limit`; spec §7; issue #4
 * account-setting): a table paged on the server with date, device (browser and OS read simply
 * from the User-Agent), location (the IP; "Local network" for loopback and private addresses)
 * and result (signed in / failed attempt). Loading, error (retry) and empty states.
 */
export function SignInActivities() {
  const { t, i18n } = useTranslation(ACCOUNT_SETTING_NS);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const titleId = useId();
  const paging = usePaging(ACTIVITY_PAGE_SIZES[0]);
  const { data, isLoading, isFetching, isError, refetch } = useListSignInActivitiesQuery({ page: paging.page + 1, limit: paging.rowsPerPage });

  return (
    <CardSection titleId={titleId} title={t('activities.title')} titleGap={1.5}>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        data={data}
        loading={<BusySkeleton label={t('activities.loading')} lines={TABLE_ROWS_SKELETON} />}
        errorText={t('activities.error')}
        retryLabel={t('common.retry')}
        onRetry={refetch}
      >
        {(activities) =>
          activities.count === 0 ? (
            <EmptyState title={t('activities.empty')} />
          ) : (
            <>
              <TableContainer sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
                <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 560 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('activities.date')}</TableCell>
                      <TableCell>{t('activities.device')}</TableCell>
                      <TableCell>{t('activities.location')}</TableCell>
                      <TableCell>{t('activities.result')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {activities.data.map((activity) => {
                      const ua = parseUserAgent(activity.user_agent);
                      const device =
                        ua.browser || ua.os
                          ? t('activities.deviceValue', { browser: ua.browser ?? t('activities.unknown'), os: ua.os ?? t('activities.unknown') })
                          : t('activities.unknown');
                      const location = isLocalAddress(activity.ip) ? t('activities.localNetwork') : (activity.ip ?? t('activities.unknown'));
                      return (
                        <TableRow key={activity.id} data-testid="activity-row">
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(activity.created_at, language, true)}</TableCell>
                          <TableCell title={activity.user_agent ?? undefined}>{device}</TableCell>
                          <TableCell title={activity.ip ?? undefined}>{location}</TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              variant="outlined"
                              color={activity.success ? 'success' : 'error'}
                              label={activity.success ? t('activities.success') : t('activities.failure')}
                            />
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              <PagedTableFooter
                paging={paging}
                count={activities.count}
                rowsPerPageOptions={ACTIVITY_PAGE_SIZES}
                labelRowsPerPage={t('activities.rowsPerPage')}
                labelDisplayedRows={({ from, to, count }) => t('activities.displayedRows', { from, to, count })}
              />
            </>
          )
        }
      </QueryState>
    </CardSection>
  );
}
