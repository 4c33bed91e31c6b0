import type { Notification } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { KeepCodesWhole, PagedDataTable, usePagedListTexts, visuallyHidden, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NS } from '../../i18n/index.js';

/**
 * Props of {@link NotificationTable}: the list's state (ui-kit `PagedListProps`: the page's rows, newest first;
 * server paging — `page` 1-based from `?page=`, `pageSize` 10/25/50/100 from `?limit=`, `total` the list's
 * `count`; loading, the error and "Try again") and what opening a row does.
 */
export interface NotificationTableProps extends Pick<PagedListProps<Notification>, 'rows' | 'pagination' | 'loading' | 'error' | 'onRetry'> {
  /** A row was clicked (or Enter/Space pressed on it): mark it seen and follow its link. */
  onOpen: (notification: Notification) => void;
}

/**
 * The notification page's table (spec §2 Notification page, §9) on the ui-kit `DataTable`:
 * columns S.No (continuing from the page offset), Subject, Body, Created At (date and time
 * in the agent's language); unseen rows highlighted (`data-unseen`) and announced
 * ("Unseen: …"); a row opens on click, Enter or Space; the pager (page sizes 10/25/50/100,
 * first/previous/next/last around at most 10 links named "Page N", inside the
 * "Notification pages" nav); skeleton rows while loading, an error with "Try again", the
 * no-data image when empty. Subject and body are rendered as text, never HTML. Below
 * 600 px every row is a stacked card with the column names as labels.
 */
export function NotificationTable({ onOpen, ...list }: NotificationTableProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const texts = usePagedListTexts(NOTIFICATIONS_NS, '');
  const { formatDateTime } = useFormatters();
  const { page, pageSize } = list.pagination;

  const columns = useMemo<DataTableColumn<Notification>[]>(
    () => [
      {
        id: 'serial',
        header: t('columns.serial'),
        width: 72,
        render: (_notification, index) => (page - 1) * pageSize + index + 1,
      },
      {
        id: 'subject',
        header: t('columns.subject'),
        width: '30%',
        cellSx: { overflowWrap: 'break-word' },
        render: (notification) => (
          <>
            {notification.reference.seen ? null : <Box component="span" sx={visuallyHidden}>{`${t('unseen')}: `}</Box>}
            <KeepCodesWhole text={notification.subject} />
          </>
        ),
      },
      {
        id: 'body',
        header: t('columns.body'),
        cellSx: { overflowWrap: 'break-word', color: 'text.secondary' },
        render: (notification) => <KeepCodesWhole text={notification.body} />,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        // As wide as the date and time need in the language (ru: "16 нояб. 2026 г., 20:44"), never cut at the card's edge (issue #28 item 2).
        nowrap: true,
        render: (notification) => <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>,
      },
    ],
    [t, formatDateTime, page, pageSize],
  );

  return (
    <PagedDataTable
      {...list}
      aria-label={t('page.title')}
      columns={columns}
      onRowClick={(notification) => onOpen(notification)}
      getRowLabel={(notification) => `${notification.reference.seen ? '' : `${t('unseen')}: `}${notification.subject}`}
      getRowProps={(notification) =>
        notification.reference.seen
          ? { 'aria-description': t('openHint') }
          : {
              'aria-description': t('openHint'),
              'data-unseen': true,
              sx: {
                bgcolor: 'action.selected',
                boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                '& td': { fontWeight: 600 },
              },
            }
      }
      texts={texts}
    />
  );
}
