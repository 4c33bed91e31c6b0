import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteErrorPage } from './RouteErrorPage';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (e.g. the path), a shown error is cleared and `children` render again. */
  resetKey?: unknown;
}

/**
 * Catches what a route throws while rendering — a page's own error, or its lazy module that
 * failed to load (e.g. a new deployment replaced the chunk) — and shows {@link RouteErrorPage}
 * in its place; the rest of the page (the shell around it) stays. Logs the error.
 */
export function RouteErrorBoundary({ children, resetKey }: RouteErrorBoundaryProps) {
  return (
    <ErrorBoundary
      FallbackComponent={RouteErrorPage}
      resetKeys={[resetKey]}
      onError={(error) => console.error(error)}
    >
      {children}
    </ErrorBoundary>
  );
}
