import { Suspense, lazy } from 'react';

const RouteErrorContent = lazy(() => import('./RouteErrorContent'));

/**
 * Shown when a route fails to render or its lazy module fails to load (e.g. a new
 * deployment replaced the chunk): a clear message and a reload button. Its content
 * loads on demand, off the dashboard's critical path.
 */
export function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorContent />
    </Suspense>
  );
}
