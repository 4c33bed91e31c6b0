import { dashboardFeature } from '@agent-portal/feature-dashboard';
import { notificationsFeature } from '@agent-portal/feature-notifications';
import { profileFeature } from '@agent-portal/feature-profile';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A route a feature contributes under the authenticated root (§2).
 * `licensed`: only licensed contractors (§6); `blockCheck`: blocked agents are sent
 * to `my-profile#recurring-transactions` (§4), true unless said otherwise.
 */
export interface PortalFeatureRoute {
  path: string;
  lazy: LazyRouteFunction<RouteObject>;
  licensed?: boolean;
  blockCheck?: boolean;
  /** i18n key (namespace `common`) of the page title. */
  titleKey?: string;
}

/** What a feature package gives the shell (HOUSE-STYLE: the Backstage plugin object). */
export interface PortalFeature {
  id: string;
  routes: PortalFeatureRoute[];
}

/** The features composed into this portal. */
export const features: PortalFeature[] = [dashboardFeature, profileFeature, notificationsFeature];
