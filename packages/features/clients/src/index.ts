/**
 * `@agent-portal/feature-clients`: the agent's clients (spec §2 my-clients, my-clients/{id}; §6) (issue #11). Every page is a lazy chunk.
 * @packageDocumentation
 */
export { clientsFeature } from './feature.js';
