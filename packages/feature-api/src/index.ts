/**
 * `@agent-portal/feature-api`: the contract between the portal shell and its
 * feature packages (Backstage's core-plugin-api is the model) — the feature
 * object, its menu and top-bar contributions, its translations, and the route paths of spec §2
 * that features link through.
 * @packageDocumentation
 */
export { defineFeature } from './feature.js';
export type { FeatureTranslations, MenuContribution, MenuIcon, PortalFeature, PortalFeatureRoute, PortalRouteModule, TopBarContribution } from './feature.js';
export { THREE_COLUMN_THRESHOLD, buildMenu, buildTopBar, isMenuItemActive, isMenuItemEnabled, menuItemDisabledReason } from './menu.js';
export type { MenuItem, MenuItemAccessFields } from './menu.js';
export { paths, routePaths } from './paths.js';
export type { RouteName, StaticRouteName } from './paths.js';
