import { useListFormsQuery } from '@agent-portal/api-client';
import type { FormSort } from '@agent-portal/api-client/wire';
import { PageHeader, positiveId, textParam, useUrlListState } from '@agent-portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadProgress } from '../components/DownloadProgress/DownloadProgress.js';
import { anyFormFilter, FormFilters, type FormFilterValues } from '../components/FormFilters/FormFilters.js';
import { FORM_SORT_COLUMNS, FormTable } from '../components/FormTable/FormTable.js';
import { useFormDownloads } from '../download/useFormDownloads.js';
import { FORM_FAMILIES, type FormFamily } from '../families.js';
import { useHighlight } from '../hooks/useHighlight.js';
import { FORMS_NS } from '../i18n/index.js';

/** Props of {@link FormListPage}. */
export interface FormListPageProps {
  family: FormFamily;
}

/**
 * The one list page of the three form families (issue #11; spec §2 forms/policy-forms,
 * forms/back-office, forms/compliance-forms; §7 `GET /forms`; §9 page size 10, search debounce
 * 500 ms), used by their three route modules.
 *
 * - Query: `useListFormsQuery({ …family, search, tag, page, limit, sort })`, server paged and
 *   sorted; the tag choices and their counts come from the answer's `tags`.
 * - Everything lives in the URL: `?search=&tag=&sort=title:asc&page=&limit=&highlight=`; a new
 *   filter goes back to page 1 and drops the highlight.
 * - `?highlight=<form id>` (the global search's link, §2 Search modal): that form's row is tinted,
 *   `aria-current`, scrolled into view and focused.
 * - Download / Download sample through `useFormDownloads` (§3, §5, §7 Files, §8), with progress.
 */
export function FormListPage({ family }: FormListPageProps) {
  const { t } = useTranslation(FORMS_NS);
  const definition = FORM_FAMILIES[family];
  const { params, page, pageSize, update, pagination, sort, sortArg, onSortChange } = useUrlListState(useSearchParams(), { sortColumns: FORM_SORT_COLUMNS });
  const filters = useMemo<FormFilterValues>(() => ({ search: textParam(params.get('search')), tag: textParam(params.get('tag')) }), [params]);
  const highlightId = positiveId(params.get('highlight'));
  const downloads = useFormDownloads();

  const list = useListFormsQuery({
    ...definition.params,
    ...filters,
    page,
    limit: pageSize,
    ...(sortArg ? { sort: sortArg as FormSort } : {}),
  });
  const rows = list.currentData?.data;
  useHighlight(highlightId, rows?.some((form) => form.id === highlightId) === true);

  const title = t(definition.titleKey);
  const reset = () => update({ search: undefined, tag: undefined, highlight: undefined });
  return (
    <>
      <PageHeader title={title} subtitle={t(`${family}.subtitle`)} />
      <FormFilters
        value={filters}
        tags={list.currentData?.tags ?? list.data?.tags}
        onChange={(next) => update({ search: next.search, tag: next.tag, highlight: undefined })}
        onReset={reset}
      />
      <FormTable
        label={title}
        rows={rows}
        pagination={{ ...pagination, total: list.currentData?.count ?? 0 }}
        sort={sort}
        onSortChange={onSortChange}
        loading={list.isFetching}
        error={list.isError}
        onRetry={list.refetch}
        filtered={anyFormFilter(filters)}
        onResetFilters={reset}
        highlightId={highlightId}
        onDownload={downloads.download}
        onDownloadSample={downloads.downloadSample}
        isBusy={downloads.isBusy}
      />
      <DownloadProgress jobs={downloads.jobs} />
    </>
  );
}
