/**
 * The vitest setup of the portal's translations (after `@agent-portal/test-utils/setup` in
 * vitest.config.ts): the shell's start-up registration ({@link registerPortalTranslations}), so the
 * menu's labels and the features' texts are there as in the portal (issue #30).
 * @packageDocumentation
 */
import { registerPortalTranslations } from './translations';

registerPortalTranslations();
