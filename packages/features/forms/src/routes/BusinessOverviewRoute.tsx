import { useListFormsQuery } from '@agent-portal/api-client';
import { BusySkeleton, EmptyState, PageHeader, positiveId, QueryState, TABLE_ROWS_SKELETON, useUrlListState } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadProgress } from '../components/DownloadProgress/DownloadProgress.js';
import { FormItemList } from '../components/FormItemList/FormItemList.js';
import { PreviewPanel } from '../components/PreviewPanel/PreviewPanel.js';
import { useFormDownloads } from '../download/useFormDownloads.js';
import { useHighlight } from '../hooks/useHighlight.js';
import { FORMS_NS } from '../i18n/index.js';

/** The most documents one page asks for (the gateway's `limit` maximum; the category holds about 11). */
export const BUSINESS_OVERVIEW_LIMIT = 100;

/**
 * The `business-overview` route module (lazy; licensed contractors only, spec §6; §2; issue #11):
 * every BUSSINESS_OVERVIEW document (`useListFormsQuery({ category: 'BUSSINESS_OVERVIEW', limit: 100 })`)
 * with Download, Download sample and Preview.
 *
 * - Preview: the document opens in an inline PDF viewer (react-pdf, loaded on the first preview
 *   only) beside the list from `md` (900 px) up, in a full-screen dialog below. The previewed
 *   document is in the URL (`?preview=<id>`), so a reload keeps it; Close or Escape clears it.
 * - `?highlight=<id>` (the global search's link, §2): that document is tinted, `aria-current`,
 *   scrolled into view and focused.
 */
export function Component() {
  const { t } = useTranslation(FORMS_NS);
  const { params, update } = useUrlListState(useSearchParams(), { keepPageFor: ['preview'] });
  const highlightId = positiveId(params.get('highlight'));
  const previewId = positiveId(params.get('preview'));
  const sideBySide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const titleId = useId();
  const downloads = useFormDownloads();
  const list = useListFormsQuery({ category: 'BUSSINESS_OVERVIEW', limit: BUSINESS_OVERVIEW_LIMIT });
  const forms = list.data?.data;
  useHighlight(highlightId, forms?.some((form) => form.id === highlightId) === true);

  const previewed = previewId === undefined ? undefined : forms?.find((form) => form.id === previewId);
  const close = () => update({ preview: undefined });
  const panel = <PreviewPanel form={previewed} onClose={close} titleId={titleId} variant={sideBySide ? 'card' : 'plain'} />;

  return (
    <>
      <PageHeader title={t('pages.businessOverview')} subtitle={t('businessOverview.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
        <QueryState
          query={list}
          loading={<BusySkeleton lines={TABLE_ROWS_SKELETON} label={t('businessOverview.list')} />}
          errorText={t('businessOverview.loadError')}
          isEmpty={(page) => page.data.length === 0}
          empty={<EmptyState title={t('businessOverview.empty')} />}
        >
          {(page) => (
            <FormItemList
              forms={page.data}
              label={t('businessOverview.list')}
              highlightId={highlightId}
              previewId={previewed?.id}
              onDownload={downloads.download}
              onDownloadSample={downloads.downloadSample}
              onPreview={(form) => update({ preview: form.id })}
              isBusy={downloads.isBusy}
            />
          )}
        </QueryState>
        {sideBySide ? <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}>{panel}</Box> : null}
      </Box>
      {sideBySide ? null : (
        <Dialog fullScreen open={previewed !== undefined} onClose={close} aria-labelledby={titleId}>
          {panel}
        </Dialog>
      )}
      <DownloadProgress jobs={downloads.jobs} />
    </>
  );
}
