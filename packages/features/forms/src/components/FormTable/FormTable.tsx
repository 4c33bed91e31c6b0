import type { FormItem, FormSortColumn } from '@agent-portal/api-client/wire';
import { formatBytes, useFormatters } from '@agent-portal/i18n';
import { PagedDataTable, useFormTagLabel, usePagedListTexts, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadKind } from '../../download/useFormDownloads.js';
import { highlightSx } from '../../hooks/useHighlight.js';
import { FORMS_NS } from '../../i18n/index.js';
import { FormActions } from '../FormActions/FormActions.js';

/** The columns the server sorts forms by (`FormSortColumn`); the column ids are these. */
export const FORM_SORT_COLUMNS: readonly FormSortColumn[] = ['title', 'tag', 'updated_at'];

/**
 * Props of {@link FormTable}: the list's state (ui-kit `PagedListProps`: the page's rows, server paging with
 * `limit` 10/25/50/100, the sort — `undefined` for the server's default `title:asc` —, loading, the error, whether a
 * search or tag is set — an empty page then offers "Reset filters" — and its reset) and the forms' own actions.
 */
export interface FormTableProps extends Omit<PagedListProps<FormItem>, 'errorText'> {
  /** Accessible name of the table (the page's title). */
  label: string;
  /** The form a search link points at (`?highlight=`): its row is tinted, `aria-current` and focusable. */
  highlightId?: number;
  onDownload: (form: FormItem) => unknown;
  onDownloadSample: (form: FormItem) => unknown;
  /** Whether a download of the form is running (its button is disabled). */
  isBusy?: (formId: number, kind: DownloadKind) => boolean;
}

/**
 * A server-paged, sortable list of forms (issue #11; spec §7 `GET /forms`, §9 page size 10) on
 * the ui-kit `DataTable`: title (with the code), tag, category, updated date, size and the
 * Download / Download sample buttons. Title, tag and updated date sort on the server. The
 * highlighted form (a search result, §2) is tinted in the theme's primary colour, marked
 * `aria-current` and focusable. Below 600 px each row is a stacked card.
 */
export function FormTable({ label, highlightId, onDownload, onDownloadSample, isBusy, ...list }: FormTableProps) {
  const { t } = useTranslation(FORMS_NS);
  const texts = usePagedListTexts(FORMS_NS, 'list', { empty: 'list.none', emptyHint: 'list.noneHint', noMatch: 'list.empty', noMatchHint: 'list.emptyHint' });
  const tagLabel = useFormTagLabel();
  const { formatDate, language } = useFormatters();

  const columns = useMemo<DataTableColumn<FormItem>[]>(
    () => [
      {
        id: 'title',
        header: t('list.columns.title'),
        sortable: true,
        render: (form) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="form-title">
              {form.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary">
                {form.code}
              </Typography>
              {form.id === highlightId ? <Chip size="small" color="primary" label={t('list.highlighted')} /> : null}
            </Box>
          </Box>
        ),
      },
      { id: 'tag', header: t('list.columns.tag'), sortable: true, render: (form) => tagLabel(form.tag) },
      { id: 'category', header: t('list.columns.category'), render: (form) => t(`categories.${form.category}`) },
      { id: 'updated_at', header: t('list.columns.updated'), sortable: true, firstSortDirection: 'desc', nowrap: true, render: (form) => formatDate(form.updated_at) },
      { id: 'size', header: t('list.columns.size'), align: 'right', nowrap: true, render: (form) => formatBytes(form.size_bytes, language) },
      {
        id: 'actions',
        header: t('list.columns.actions'),
        render: (form) => (
          <FormActions
            form={form}
            onDownload={onDownload}
            onDownloadSample={onDownloadSample}
            downloading={isBusy?.(form.id, 'form')}
            sampleDownloading={isBusy?.(form.id, 'sample')}
          />
        ),
      },
    ],
    [t, formatDate, language, highlightId, onDownload, onDownloadSample, isBusy, tagLabel],
  );

  return (
    <PagedDataTable
      {...list}
      aria-label={label}
      columns={columns}
      getRowProps={(form) =>
        form.id === highlightId
          ? { 'data-form-id': form.id, 'aria-current': 'true', tabIndex: -1, sx: highlightSx }
          : { 'data-form-id': form.id }
      }
      minWidth={900}
      texts={texts}
    />
  );
}
