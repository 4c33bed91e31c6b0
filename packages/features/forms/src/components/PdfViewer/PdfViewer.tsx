/**
 * The inline PDF viewer of the business overview (issue #11; spec §6 business-overview). This
 * module is only ever loaded by `import()` (see `PreviewPanel`), so react-pdf and pdf.js stay
 * out of the route's first chunk and load when a preview is opened.
 *
 * CSP (script-src 'self', worker-src falling back to it, no 'unsafe-eval', object-src 'none'):
 * the pdf.js worker is bundled as a same-origin asset by Vite's `?url` import, pdf.js is told
 * not to evaluate code (`isEvalSupported: false`; pdf.js 6 has no eval path left, the flag is
 * kept for the record) and not to use WebAssembly (`useWasm: false`, which would need
 * 'wasm-unsafe-eval'); the page renders to a canvas, no text or annotation layer.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { formatPercent, useFormatters } from '@agent-portal/i18n';
import { BusySkeleton } from '@agent-portal/ui-kit';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FitScreenOutlined from '@mui/icons-material/FitScreenOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs, type DocumentProps } from 'react-pdf';
import { FORMS_NS } from '../../i18n/index.js';

// react-pdf: set the worker in the module that renders <Document>, or its default wins.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Options of every document: no eval, no WebAssembly (CSP, see the module comment). */
export const PDF_OPTIONS: NonNullable<DocumentProps['options']> & { isEvalSupported: boolean } = {
  isEvalSupported: false,
  useWasm: false,
};

/** The zoom steps of Zoom in / Zoom out (1 = the PDF's own size). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  /** The PDF's URL (`publicFileUrl(form.link)`; same origin in the portal). */
  url: string;
  /** The document's title, for the viewer's accessible name. */
  title: string;
}

/** The container's content width in px, followed with a `ResizeObserver`. */
function useContentWidth() {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A PDF rendered page by page with react-pdf: Previous / Next page and "Page 2 of 5", Zoom out /
 * Zoom in / Fit to width (the default: the page takes the viewer's width), a loading skeleton
 * and an error message. Give it a `key` of the URL so a new document starts on page 1.
 */
export function PdfViewer({ url, title }: PdfViewerProps) {
  const { t } = useTranslation(FORMS_NS);
  const { language } = useFormatters();
  const { ref, width } = useContentWidth();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const step = zoom === 'fit' ? ZOOM_STEPS.indexOf(1) : ZOOM_STEPS.findIndex((z) => z >= zoom);
  const zoomBy = (delta: number) => setZoom(ZOOM_STEPS[Math.max(0, Math.min(ZOOM_STEPS.length - 1, step + delta))]!);

  const loading = <BusySkeleton lines={[{ height: 480, variant: 'rectangular' }]} label={t('viewer.loading')} />;
  const error = (
    <Alert severity="error">
      <AlertTitle>{t('viewer.error')}</AlertTitle>
      {t('viewer.errorHint')}
    </Alert>
  );

  return (
    <Box role="region" aria-label={t('viewer.region', { title })} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Toolbar variant="dense" disableGutters role="toolbar" aria-label={t('viewer.controls')} sx={{ gap: 0.5, flexWrap: 'wrap', minHeight: 0 }}>
        <Tooltip title={t('viewer.previous')}>
          <span>
            <IconButton aria-label={t('viewer.previous')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" aria-live="polite" data-testid="viewer-page" sx={{ minWidth: 96, textAlign: 'center' }}>
          {pages > 0 ? t('viewer.page', { page, count: pages }) : ''}
        </Typography>
        <Tooltip title={t('viewer.next')}>
          <span>
            <IconButton aria-label={t('viewer.next')} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              <ChevronRight />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('viewer.zoomOut')}>
          <span>
            <IconButton aria-label={t('viewer.zoomOut')} disabled={zoom !== 'fit' && step <= 0} onClick={() => zoomBy(-1)}>
              <ZoomOut />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }}>
          {zoom === 'fit' ? t('viewer.fitWidth') : formatPercent(zoom, language, 0)}
        </Typography>
        <Tooltip title={t('viewer.zoomIn')}>
          <span>
            <IconButton aria-label={t('viewer.zoomIn')} disabled={zoom !== 'fit' && step >= ZOOM_STEPS.length - 1} onClick={() => zoomBy(1)}>
              <ZoomIn />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('viewer.fitWidth')}>
          <IconButton aria-label={t('viewer.fitWidth')} aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
            <FitScreenOutlined />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Box ref={ref} sx={{ overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, minWidth: 0, maxHeight: { md: '75vh' } }} data-testid="viewer-canvas">
        <Document
          file={url}
          options={PDF_OPTIONS}
          suspense={false}
          loading={loading}
          error={error}
          onLoadSuccess={({ numPages }) => {
            setPages(numPages);
            setPage((p) => Math.min(Math.max(1, p), numPages));
          }}
        >
          {pages > 0 ? (
            <Page
              pageNumber={page}
              width={zoom === 'fit' ? width : undefined}
              scale={zoom === 'fit' ? 1 : zoom}
              suspense={false}
              renderTextLayer={false}
              renderAnnotationLayer={false}
              loading={loading}
              error={error}
            />
          ) : null}
        </Document>
      </Box>
    </Box>
  );
}
