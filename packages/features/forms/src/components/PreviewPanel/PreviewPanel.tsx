import { publicFileUrl } from '@agent-portal/api-client';
import type { FormItem } from '@agent-portal/api-client/wire';
import { BusySkeleton, EmptyState } from '@agent-portal/ui-kit';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/index.js';
import { ViewerBoundary } from './ViewerBoundary.js';

/** The viewer module (react-pdf + pdf.js), fetched the first time a preview opens. */
const PdfViewer = lazy(() => import('../PdfViewer/PdfViewer.js').then((m) => ({ default: m.PdfViewer })));

/** Props of {@link PreviewPanel}. */
export interface PreviewPanelProps {
  /** The document previewed; `undefined`: a hint to choose one. */
  form: FormItem | undefined;
  /** Closes the preview (the close button). */
  onClose: () => void;
  /** Id of the panel's heading (a dialog labels itself with it). */
  titleId?: string;
  /** `'card'` (desktop, beside the list: an outlined card) or `'plain'` (inside a full-screen dialog). */
  variant?: 'card' | 'plain';
}

/**
 * The preview of a business-overview document (issue #11; spec §6): a heading with the
 * document's title and a close button, then the PDF viewer. The viewer (react-pdf and pdf.js)
 * is a `React.lazy` import, fetched the first time a preview opens — never with the route.
 * While it loads: a skeleton; if it cannot load: an error message.
 */
export function PreviewPanel({ form, onClose, titleId, variant = 'card' }: PreviewPanelProps) {
  const { t } = useTranslation(FORMS_NS);
  const url = form ? publicFileUrl(form.link) : undefined;
  const failed = (
    <Alert severity="error">
      <AlertTitle>{t('viewer.error')}</AlertTitle>
      {t('viewer.errorHint')}
    </Alert>
  );
  const body = (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h2">
            {t('businessOverview.previewTitle')}
          </Typography>
          {form ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="preview-title">
              {form.title}
            </Typography>
          ) : null}
        </Box>
        {form ? (
          <IconButton aria-label={t('businessOverview.close')} onClick={onClose} edge="end">
            <Close />
          </IconButton>
        ) : null}
      </Box>
      {!form ? (
        <EmptyState title={t('businessOverview.choose')} />
      ) : !url ? (
        failed
      ) : (
        <ViewerBoundary key={url} fallback={failed}>
          <Suspense fallback={<BusySkeleton lines={[{ height: 480, variant: 'rectangular' }]} label={t('viewer.loading')} />}>
            <PdfViewer key={url} url={url} title={form.title} />
          </Suspense>
        </ViewerBoundary>
      )}
    </Box>
  );
  return variant === 'card' ? (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} data-testid="preview-panel">
      {body}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }} data-testid="preview-panel">
      {body}
    </Box>
  );
}
