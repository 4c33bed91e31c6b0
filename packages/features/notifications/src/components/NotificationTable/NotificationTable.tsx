import type { Notification } from '@agent-portal/api-client';
import { EmptyState } from '@agent-portal/ui-kit';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../visuallyHidden';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCreatedAt } from '../../format';
import { NOTIFICATIONS_NS } from '../../i18n';
import { PAGE_SIZES, pageWindow, type PageSize } from '../../pagination';

/** Props of {@link NotificationTable}. */
export interface NotificationTableProps {
  /** The rows of the current page (newest first); undefined while the first load runs. */
  rows: Notification[] | undefined;
  /** All of the agent's notifications (for the page count). */
  total: number;
  /** Current page, 1-based. */
  page: number;
  pageSize: PageSize;
  /** True while loading (skeleton rows when there are none yet). */
  loading?: boolean;
  /** True when the list failed to load: an error with a retry button. */
  error?: boolean;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  /** A row was clicked (or Enter pressed on it): mark it seen and follow its link. */
  onOpen: (notification: Notification) => void;
}

const COLUMNS = ['serial', 'subject', 'body', 'createdAt'] as const;

/**
 * The notification page's table (§2 Notification page): columns S.No, Subject,
 * Body, Created At (localized); unseen rows highlighted and announced ("Unseen");
 * a row opens on click or Enter; page sizes 10/25/50/100; pagination with first
 * and last links around at most 10 numbered page links; the no-data image when
 * empty. Subject and body are rendered as text. On a phone every row becomes a
 * stacked card with the column names as labels.
 */
export function NotificationTable({
  rows,
  total,
  page,
  pageSize,
  loading = false,
  error = false,
  onRetry,
  onPageChange,
  onPageSizeChange,
  onOpen,
}: NotificationTableProps) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const pageCount = Math.ceil(total / pageSize);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';

  if (error && !rows) {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : undefined
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (rows && rows.length === 0 && total === 0 && !loading) {
    return (
      <Paper variant="outlined">
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      </Paper>
    );
  }

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, notification: Notification) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(notification);
    }
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table
        size="small"
        aria-label={t('page.title')}
        sx={{
          tableLayout: { md: 'fixed' },
          // Phone: every row a stacked card, the column name before each value.
          '@media (max-width: 599.95px)': {
            '& thead': { ...visuallyHidden },
            '& tbody, & tr, & td': { display: 'block', width: '100%' },
            '& tbody tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
            '& tbody td': { border: 0, py: 0.5, display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1 },
            '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary' },
          },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                sx={{
                  fontWeight: 700,
                  width: column === 'serial' ? 72 : column === 'createdAt' ? 200 : column === 'subject' ? '30%' : undefined,
                }}
              >
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows
            ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
                <TableRow key={i}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} data-label={t(`columns.${column}`)}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((notification, index) => {
                const unseen = !notification.reference.seen;
                return (
                  <TableRow
                    key={notification.id}
                    hover
                    tabIndex={0}
                    data-unseen={unseen || undefined}
                    aria-label={`${unseen ? `${t('unseen')}: ` : ''}${notification.subject}`}
                    aria-description={t('openHint')}
                    onClick={() => onOpen(notification)}
                    onKeyDown={(event) => onKeyDown(event, notification)}
                    sx={{
                      cursor: 'pointer',
                      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                      ...(unseen && {
                        bgcolor: 'action.selected',
                        boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                        '& td': { fontWeight: 600 },
                      }),
                    }}
                  >
                    <TableCell data-label={t('columns.serial')}>{(page - 1) * pageSize + index + 1}</TableCell>
                    <TableCell data-label={t('columns.subject')} sx={{ overflowWrap: 'anywhere' }}>
                      {unseen && <Box component="span" sx={visuallyHidden}>{`${t('unseen')}: `}</Box>}
                      {notification.subject}
                    </TableCell>
                    <TableCell data-label={t('columns.body')} sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
                      {notification.body}
                    </TableCell>
                    <TableCell data-label={t('columns.createdAt')} sx={{ whiteSpace: { sm: 'nowrap' } }}>
                      <time dateTime={notification.created_at}>{formatCreatedAt(notification.created_at, language)}</time>
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <TextField
            select
            size="small"
            label={t('pageSize')}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
            sx={{ minWidth: 132 }}
          >
            {PAGE_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
            {t('range', { from: first, to: last, count: total })}
          </Typography>
        </Box>
        {pageCount > 1 && (
          <Box component="nav" aria-label={t('pagination')}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, gap: 0.25 }}>
              <li>
                <PaginationItem
                  type="first"
                  slots={{ first: FirstPage }}
                  disabled={page <= 1}
                  aria-label={t('first')}
                  onClick={() => onPageChange(1)}
                />
              </li>
              <li>
                <PaginationItem
                  type="previous"
                  slots={{ previous: NavigateBefore }}
                  disabled={page <= 1}
                  aria-label={t('previous')}
                  onClick={() => onPageChange(page - 1)}
                />
              </li>
              {pageWindow(page, pageCount).map((n) => (
                <li key={n}>
                  <PaginationItem
                    type="page"
                    page={n}
                    selected={n === page}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={t('goToPage', { page: n })}
                    onClick={() => onPageChange(n)}
                  />
                </li>
              ))}
              <li>
                <PaginationItem
                  type="next"
                  slots={{ next: NavigateNext }}
                  disabled={page >= pageCount}
                  aria-label={t('next')}
                  onClick={() => onPageChange(page + 1)}
                />
              </li>
              <li>
                <PaginationItem
                  type="last"
                  slots={{ last: LastPage }}
                  disabled={page >= pageCount}
                  aria-label={t('last')}
                  onClick={() => onPageChange(pageCount)}
                />
              </li>
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
