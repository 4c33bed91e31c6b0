import type { PortalFeature } from '@agent-portal/feature-api';
import * as composed from './features';

/**
 * Every feature `features.ts` exports (in the order of their export names; the menu and the top
 * bar sort by `order`, the router ranks routes by their paths). The shell builds its routes, its
 * menu, its top bar and its translations from this list.
 */
export const features: readonly PortalFeature[] = Object.values(composed satisfies Record<string, PortalFeature>);
