import { defineFeature, type PortalFeature } from '@agent-portal/feature-api';
import { GlobalSearch } from './components/GlobalSearch/GlobalSearch.js';
import { searchTranslations } from './i18n/index.js';

/**
 * The search feature (spec §2 Shell, Search modal). It adds no route: its part
 * of the shell is {@link GlobalSearch} in the top bar, left of the bell.
 */
export const searchFeature: PortalFeature = defineFeature({
  id: 'search',
  topBar: [{ id: 'search', order: 10, Component: GlobalSearch }],
  translations: [searchTranslations],
});
