import { useListSignInActivitiesQuery } from '@agent-portal/api-client';
import { EmptyState } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting';
import { formatDate } from '../PayDuePanel/format';
import { isLocalAddress, parseUserAgent } from './userAgent';

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
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState<number>(ACTIVITY_PAGE_SIZES[0]);
  const { data, isLoading, isFetching, isError, refetch } = useListSignInActivitiesQuery({ page: page + 1, limit });

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label={t('activities.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Box>
    );
  } else if (isError || !data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('activities.error')}
      </Alert>
    );
  } else if (data.count === 0) {
    body = <EmptyState title={t('activities.empty')} />;
  } else {
    body = (
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
              {data.data.map((activity) => {
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
        <TablePagination
          component="div"
          count={data.count}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={limit}
          rowsPerPageOptions={[...ACTIVITY_PAGE_SIZES]}
          onRowsPerPageChange={(event) => {
            setLimit(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('activities.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('activities.displayedRows', { from, to, count })}
          showFirstButton
          showLastButton
          sx={{ overflow: 'visible', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('activities.title')}
      </Typography>
      {body}
    </Paper>
  );
}
