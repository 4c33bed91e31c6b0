import type { ComponentType } from 'react';

/**
 * A route's module, loaded when the route is first opened: it exports the page as `Component`
 * (React Router's route-module naming), e.g. `export function Component() { … }`.
 */
export interface PortalRouteModule {
  /** The page; rendered inside the shell's `main` region, under the route's guard. */
  Component: ComponentType;
}

/**
 * A route a feature contributes under the portal's authenticated root (spec §2).
 * The shell wraps it in the session guard, then in `RouteGuard` with
 * `licensed` and `blockCheck`.
 */
export interface PortalFeatureRoute {
  /** An absolute pattern: one of §2's, from {@link routePaths} (e.g. `routePaths.clientDetail`), or a new feature's own (`'/claims'`). */
  path: string;
  /**
   * Loads the route's module ({@link PortalRouteModule}: exports `Component`) the first time the
   * route is opened, e.g. `() => import('./routes/MyProfileRoute.js')`. The shell shows the global
   * loader while it loads and its error page when it fails (a chunk that cannot be fetched).
   */
  lazy: () => Promise<PortalRouteModule>;
  /** Only licensed contractors may open it (§6); others go to access-denied, reason 'Un-Licensed Contractor'. Default `false`. */
  licensed?: boolean;
  /**
   * Blocked agents (two latest CP_UTILIZATION invoices FAILED, §4) are sent to
   * `my-profile#recurring-transactions`. Default `true`; only my-profile turns it off.
   */
  blockCheck?: boolean;
}

/**
 * An icon of a menu item: any component taking MUI's `fontSize` prop, such as an
 * `@mui/icons-material` icon (`import SettingsOutlined from '@mui/icons-material/SettingsOutlined'`).
 */
export type MenuIcon = ComponentType<{ fontSize?: 'inherit' | 'small' | 'medium' | 'large' }>;

/**
 * One entry a feature adds to the horizontal menu (spec §2 Menu: id, label key,
 * icon, link, licensing flag, sub-items). A top-level item has no `parent`; a
 * sub-item names the `id` of a top-level item, which may come from another
 * feature (e.g. notifications adds "Notifications" under profile's "Settings").
 */
export interface MenuContribution {
  /** Unique across the portal (also `data-menu-id` in the DOM). */
  id: string;
  /**
   * i18n key of the label, prefixed by the feature's namespace (i18next's `ns:key`), e.g.
   * `'myProfile:menu.settings'`: the feature's own `menu.*` texts, bundled in its
   * {@link PortalFeature.translations} so the shell shows them at once. A key without a prefix is
   * the shell's `common` namespace.
   */
  labelKey: string;
  /** Shown before the label of a top-level item. */
  icon?: MenuIcon;
  /** Where the item leads (a value of {@link paths}). */
  link: string;
  /** Licensed contractors only (§6): greyed out and unclickable for others. Default `false`. */
  licensed?: boolean;
  /** Position among its siblings, ascending (§2 order: Dashboard 10 … Settings 90). */
  order: number;
  /** The `id` of the top-level item this one is a sub-item of. */
  parent?: string;
}

/** Something a feature puts in the top bar (the global search, the bell), between the logo and the language menu. */
export interface TopBarContribution {
  /** Unique across the portal. */
  id: string;
  /** Position, ascending, left to right. */
  order: number;
  /** The control; keep it light (it is on every page's critical path) and load the rest lazily. */
  Component: ComponentType;
}

/**
 * A feature's translations as the shell registers them: the `TranslationResource` of
 * `@agent-portal/i18n`, made with its `createTranslationResource` (declared here by its shape, so
 * this package needs no i18n dependency). `en` is the English texts or a loader of their chunk (then
 * `labels` holds what the shell shows at once: the feature's `menu.*` and `pages.*`); `loaders`
 * has one lazy loader per other language (es, fr, de, it, ru).
 */
export interface FeatureTranslations {
  /** The i18next namespace, e.g. `'help'`. */
  readonly namespace: string;
  /** The English texts, or a loader of their chunk. */
  readonly en: object | (() => Promise<object>);
  /** With a lazy `en`: the English texts registered at once (the menu and page labels). */
  readonly labels?: object;
  /** One loader per non-English language, each its own chunk. */
  readonly loaders: { readonly [language in 'es' | 'fr' | 'de' | 'it' | 'ru']: () => Promise<object> };
}

/**
 * What a feature package gives the shell (Backstage's plugin object): its routes,
 * its menu entries, its top-bar controls and its translations. The shell composes a list of
 * features (`apps/portal/src/app/features.ts`, one line per feature); a feature never imports
 * another one.
 */
export interface PortalFeature {
  /** Unique feature id, e.g. `'profile'`. */
  id: string;
  /** Routes under the authenticated root; none for a feature that only lives in the top bar (search). */
  routes?: readonly PortalFeatureRoute[];
  /** Menu entries (top-level items and sub-items). */
  menu?: readonly MenuContribution[];
  /** Top-bar controls. */
  topBar?: readonly TopBarContribution[];
  /**
   * The feature's i18next namespaces (issue #30): the shell registers them at start-up, before the
   * first render, and loads a feature's namespaces beside a route's module when the route opens.
   * Its menu labels (`labelKey: 'help:menu.help'`) and page titles live here, never in `common`.
   */
  translations?: readonly FeatureTranslations[];
}

/**
 * Declares a feature: type-checks the object against {@link PortalFeature} (a
 * misspelt key or a wrong type is a compile error) and returns it unchanged,
 * frozen.
 * @example
 * export const profileFeature = defineFeature({
 *   id: 'profile',
 *   routes: [{ path: routePaths.myProfile, blockCheck: false, lazy: () => import('./routes/MyProfileRoute.js') }],
 *   menu: [{ id: 'settings', labelKey: 'myProfile:menu.settings', icon: SettingsOutlined, link: paths.accountSetting, order: 90 }],
 *   translations: [myProfileTranslations, paymentsTranslations, accountSettingTranslations],
 * });
 */
export function defineFeature<const F extends PortalFeature>(feature: F): F {
  return Object.freeze(feature);
}
