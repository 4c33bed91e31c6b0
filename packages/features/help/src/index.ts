/**
 * `@agent-portal/feature-help`: help, FAQ, support tickets and announcements (issue #12, spec §2).
 * @packageDocumentation
 */
export { helpFeature } from './feature.js';
