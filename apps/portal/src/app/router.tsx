import { RequireSession, RouteGuard } from '@agent-portal/auth-session';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { features, type PortalFeatureRoute } from './features';
import { AppLayout } from './layout/AppLayout';
import { pendingRoutes } from './pendingRoutes';

/** The landing route after sign-in (§2: a post-sign-in redirect to a dashboard path). */
export const DASHBOARD_PATH = '/dashboard';

function guarded(route: PortalFeatureRoute): RouteObject {
  return {
    element: (
      <RouteGuard licensed={route.licensed ?? false} blockCheck={route.blockCheck ?? true}>
        <Outlet />
      </RouteGuard>
    ),
    children: [{ path: route.path, lazy: route.lazy, handle: { titleKey: route.titleKey } }],
  };
}

/**
 * Every route of §2 under the authenticated root: feature routes, then routes of
 * features still to come (title only), access-denied, and any other path → dashboard.
 * A feature route wins over a pending one of the same path.
 */
export function buildRoutes(): RouteObject[] {
  const featureRoutes = features.flatMap((f) => f.routes);
  const taken = new Set(featureRoutes.map((r) => r.path));
  const all = [...featureRoutes, ...pendingRoutes.filter((r) => !taken.has(r.path))];
  return [
    {
      path: '/',
      element: (
        <RequireSession>
          <AppLayout />
        </RequireSession>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
            ...all.map(guarded),
            { path: 'access-denied', lazy: () => import('../pages/AccessDeniedRoute') },
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
