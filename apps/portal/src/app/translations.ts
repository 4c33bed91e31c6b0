import type { PortalFeature } from '@agent-portal/feature-api';
import { registerTranslations } from '@agent-portal/i18n';
import { payCycleTranslations } from '@agent-portal/pay-cycle';
import { uiKitTranslations } from '@agent-portal/ui-kit';
import { features as portalFeatures } from './portalFeatures';

/**
 * Registers every namespace of the portal with the i18n instance (issue #30; spec §2 Languages):
 * ui-kit's and pay-cycle's, then each feature's `translations` — nothing registers itself on
 * import. Call it once before `initI18n` (start-up, `boot.tsx`): the bundled English texts (each
 * feature's menu and page labels, or all its texts) are there for the first render, and `initI18n`
 * loads the chosen language of those namespaces beside `common`. A feature's other English texts
 * load with its routes (`router.tsx`), the other languages when chosen.
 * @param features - the composed features (default: the portal's, `features.ts` via `portalFeatures.ts`).
 */
export function registerPortalTranslations(features: readonly PortalFeature[] = portalFeatures): void {
  registerTranslations(uiKitTranslations, payCycleTranslations, ...features.flatMap((feature) => feature.translations ?? []));
}

/** The namespaces a feature's pages use, loaded beside a route's module when it opens. */
export function namespacesOf(feature: PortalFeature): string[] {
  return (feature.translations ?? []).map((resource) => resource.namespace);
}
