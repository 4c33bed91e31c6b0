import { i18n } from '@agent-portal/i18n';
import { expect } from 'vitest';

/**
 * The parts of a `PortalFeature` (@agent-portal/feature-api) that {@link expectFeatureWiring}
 * checks, structurally (test-utils sits below feature-api's consumers and does not depend on it).
 */
export interface FeatureWiring {
  id: string;
  routes?: ReadonlyArray<{ path: string; lazy: () => Promise<unknown> }>;
  menu?: ReadonlyArray<{ id: string; labelKey: string }>;
  translations?: ReadonlyArray<{ namespace: string }>;
}

/**
 * The wiring every feature owes the shell (issue #30; ARCHITECTURE §1), checked in one place:
 * every route loads lazily as a module exporting its page as `Component`; every menu label is a
 * key of one of the feature's own namespaces (`'help:menu.help'`) that resolves to a text in the
 * registered English (its labels are bundled with the feature). Call it from a feature's
 * `feature.test.ts` after the package's test setup registered its translations.
 * @throws an assertion error naming the route or menu item that is miswired.
 */
export async function expectFeatureWiring(feature: FeatureWiring): Promise<void> {
  for (const route of feature.routes ?? []) {
    const module = (await route.lazy()) as { Component?: unknown };
    expect(typeof module.Component, `${route.path} exports Component`).toBe('function');
  }
  const namespaces = (feature.translations ?? []).map((resource) => resource.namespace);
  for (const item of feature.menu ?? []) {
    const [namespace, key] = item.labelKey.split(':');
    expect(namespaces, `${item.id}'s label is in one of ${feature.id}'s namespaces`).toContain(namespace);
    expect(i18n.t(item.labelKey), `${item.id}'s label resolves`).not.toBe(key);
  }
}
