/**
 * `@agent-portal/feature-reports`: earnings by pay cycle (spec §2 `reports`,
 * reports/payments, reports/commissions, reports/bonus; §3 pay cycle; issue #9).
 * Every page is a lazy chunk; the overview's chart is plain HTML and CSS, part of the overview's.
 * @packageDocumentation
 */
export { reportsFeature } from './feature.js';
