/**
 * The features composed into this portal, one line each (ARCHITECTURE §1; issue #30): a feature
 * package is added to the portal by exporting its feature object here —
 * `export { claimsFeature } from '@agent-portal/feature-claims';` — after `pnpm new:feature claims`
 * has created the package and its dependencies. The shell builds its routes, its menu, its top bar
 * and its translations from every feature exported here (`portalFeatures.ts` lists them).
 */
export { dashboardFeature } from '@agent-portal/feature-dashboard';
export { teamFeature } from '@agent-portal/feature-team';
export { clientsFeature } from '@agent-portal/feature-clients';
export { formsFeature } from '@agent-portal/feature-forms';
export { reportsFeature } from '@agent-portal/feature-reports';
export { helpFeature } from '@agent-portal/feature-help';
export { profileFeature } from '@agent-portal/feature-profile';
export { notificationsFeature } from '@agent-portal/feature-notifications';
export { searchFeature } from '@agent-portal/feature-search';
