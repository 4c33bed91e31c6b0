/**
 * `@agent-portal/feature-team`: the agent's team (spec §1, §2 `my-team`,
 * my-team/team-hierarchy, my-team/team-hierarchy/upline, `promotion`; §6; issue #10).
 * Every page is a lazy chunk; the hierarchy tree (MUI X Tree View) loads only there.
 * @packageDocumentation
 */
export { teamFeature } from './feature.js';
