import { RequireSession, RouteGuard } from '@agent-portal/auth-session';
import { paths, type PortalFeature, type PortalFeatureRoute } from '@agent-portal/feature-api';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { HydrateFallback } from '../pages/HydrateFallback';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { features as portalFeatures } from './features';
import { AppLayout } from './layout/AppLayout';

/** The landing route after sign-in (§2: a post-sign-in redirect to a dashboard path). */
export const DASHBOARD_PATH = paths.dashboard;

// Rare (the gateway failed while a licensed route checked the licence): loaded on first use.
const GuardLoadError = lazy(() => import('../pages/GuardLoadError'));
const renderGuardLoadError = (retry: () => void) => (
  <Suspense fallback={null}>
    <GuardLoadError onRetry={retry} />
  </Suspense>
);

function guarded(route: PortalFeatureRoute): RouteObject {
  return {
    element: (
      <RouteGuard licensed={route.licensed ?? false} blockCheck={route.blockCheck ?? true} renderLoadError={renderGuardLoadError}>
        <Outlet />
      </RouteGuard>
    ),
    children: [{ path: route.path, lazy: route.lazy, handle: { titleKey: route.titleKey } }],
  };
}

/**
 * Every route of §2 under the authenticated root: the features' routes (each in
 * its guard), access-denied, and any other path → dashboard.
 * @param features - the composed features (default: the portal's, `features.ts`).
 * @throws {Error} when two features declare the same path.
 */
export function buildRoutes(features: readonly PortalFeature[] = portalFeatures): RouteObject[] {
  const featureRoutes = features.flatMap((f) => f.routes ?? []);
  const taken = new Set<string>();
  for (const { path } of featureRoutes) {
    if (taken.has(path)) throw new Error(`Two features declare the route ${path}.`);
    taken.add(path);
  }
  return [
    {
      path: '/',
      element: (
        <RequireSession>
          <AppLayout />
        </RequireSession>
      ),
      errorElement: <RouteErrorPage />,
      HydrateFallback,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
            ...featureRoutes.map(guarded),
            { path: paths.accessDenied, lazy: () => import('../pages/AccessDeniedRoute') },
            { path: '*', element: <Navigate to={DASHBOARD_PATH} replace /> },
          ],
        },
      ],
    },
  ];
}

/** Creates the browser router of the portal. */
export function createPortalRouter() {
  return createBrowserRouter(buildRoutes());
}
