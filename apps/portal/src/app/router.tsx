import { RequireSession, RouteGuard } from '@agent-portal/auth-session';
import { paths, type PortalFeature, type PortalFeatureRoute, type PortalRouteModule } from '@agent-portal/feature-api';
import { loadTranslations } from '@agent-portal/i18n';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';
import { RouteLoading } from '../pages/RouteLoading';
import { SIGN_IN_REFUSED_PATH } from '../pages/signInRefusedPath';
import { features as portalFeatures } from './portalFeatures';
import { AppLayout } from './layout/AppLayout';
import { namespacesOf } from './translations';

/** The landing route after sign-in (§2: a post-sign-in redirect to a dashboard path). */
export const DASHBOARD_PATH = paths.dashboard;

// Rare (the gateway failed while a licensed route checked the licence): loaded on first use.
const GuardLoadError = lazy(() => import('../pages/GuardLoadError'));
const renderGuardLoadError = (retry: () => void) => (
  <Suspense fallback={null}>
    <GuardLoadError onRetry={retry} />
  </Suspense>
);

/**
 * A route module as a lazy component: loaded the first time the route renders, with the global
 * loader (§4 Loader) while it loads; a module that fails to load throws to the route's error
 * boundary ({@link RouteErrorBoundary}).
 */
function lazyRoute(load: () => Promise<PortalRouteModule>): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return function LazyRoute() {
    return (
      <Suspense fallback={<RouteLoading />}>
        <Page />
      </Suspense>
    );
  };
}

/**
 * A feature's route in its guard. Its module loads beside the feature's namespaces
 * (`loadTranslations`: the English texts a feature does not bundle, and the chosen language), so
 * the page renders with its texts; either failing shows the route's error page.
 */
function guarded(route: PortalFeatureRoute, namespaces: readonly string[]): RouteObject {
  const Page = lazyRoute(() => Promise.all([route.lazy(), loadTranslations(namespaces)]).then(([module]) => module));
  return {
    element: (
      <RouteGuard licensed={route.licensed ?? false} blockCheck={route.blockCheck ?? true} renderLoadError={renderGuardLoadError}>
        <Outlet />
      </RouteGuard>
    ),
    children: [{ path: route.path, element: <Page /> }],
  };
}

/**
 * Every route of §2 under the authenticated root: the features' routes (each in its guard, its
 * module loaded on first use), access-denied, and any other path → dashboard; beside it, outside
 * the session guard, the page explaining a refused sign-in link (issue #26). Declarative routes
 * (`useRoutes`, no data router: the portal loads its data through RTK Query, and the data
 * router's code would cost the first load some 17 KB gzip, issue #8).
 * @param features - the composed features (default: the portal's, `features.ts` via `portalFeatures.ts`).
 * @throws {Error} when two features declare the same path.
 */
export function buildRoutes(features: readonly PortalFeature[] = portalFeatures): RouteObject[] {
  const featureRoutes = features.flatMap((f) => (f.routes ?? []).map((route) => ({ route, namespaces: namespacesOf(f) })));
  const taken = new Set<string>();
  for (const { route: { path } } of featureRoutes) {
    if (taken.has(path)) throw new Error(`Two features declare the route ${path}.`);
    taken.add(path);
  }
  const AccessDenied = lazyRoute(() => import('../pages/AccessDeniedRoute'));
  const SignInRefused = lazyRoute(() => import('../pages/SignInRefusedRoute'));
  return [
    // Outside the session guard (issue #26): a refused sign-in link is explained to anyone, with
    // or without a session, never bounced to the identity provider.
    {
      path: SIGN_IN_REFUSED_PATH,
      element: (
        <RouteErrorBoundary>
          <SignInRefused />
        </RouteErrorBoundary>
      ),
    },
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <RequireSession>
            <AppLayout />
          </RequireSession>
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
        ...featureRoutes.map(({ route, namespaces }) => guarded(route, namespaces)),
        { path: paths.accessDenied, element: <AccessDenied /> },
        { path: '*', element: <Navigate to={DASHBOARD_PATH} replace /> },
      ],
    },
  ];
}

const portalRoutes = buildRoutes();

/** The portal's routes (inside a `BrowserRouter`): {@link buildRoutes} of the portal's features. */
export function PortalRoutes() {
  return useRoutes(portalRoutes);
}
