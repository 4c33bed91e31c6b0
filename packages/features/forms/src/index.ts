/**
 * `@agent-portal/feature-forms`: forms, the business overview and compliance (spec §2 forms, business-overview, compliance; §6) (issue #11). Every page is a lazy chunk.
 * @packageDocumentation
 */
export { formsFeature } from './feature.js';
