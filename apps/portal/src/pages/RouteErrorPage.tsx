import { lazyWithFallback } from '@agent-portal/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What shows when even the error screen's code cannot load (offline, the server restarting):
 * plain elements, no theme — never a blank page. Its words are the `common` namespace's, in the
 * agent's language (issue #29): that namespace is loaded before the first render, so it needs
 * no network here.
 */
function PlainRouteError() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" style={{ padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.5rem' }}>{t('errors.pageFailed')}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

const RouteErrorContent = lazyWithFallback(() => import('./RouteErrorContent'), PlainRouteError);

/**
 * Shown by {@link RouteErrorBoundary} when a route fails to render or its lazy module fails to
 * load (e.g. a new deployment replaced the chunk): a clear message and a reload button. Its
 * content loads on demand, off the dashboard's critical path; when that fails too, a plain
 * message with a reload button (issue #13 §5).
 */
export function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorContent />
    </Suspense>
  );
}
