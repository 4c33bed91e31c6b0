import type { GatewayRootState } from './gatewayApi.js';

const backgroundEndpoints = new Set<string>();

/**
 * Marks an endpoint as background: its requests never show the global loader
 * (ARCHITECTURE §3.5), e.g. notification polling or a silent refresh. Per call,
 * use a separate background endpoint. Idempotent; there is no un-marking.
 * @param endpointName - the endpoint's name, e.g. `getNotifications`.
 */
export function markBackgroundEndpoint(endpointName: string): void {
  backgroundEndpoints.add(endpointName);
}

/**
 * True when the endpoint was marked with {@link markBackgroundEndpoint}.
 * @param endpointName - the endpoint's name.
 */
export function isBackgroundEndpoint(endpointName: string): boolean {
  return backgroundEndpoints.has(endpointName);
}

/**
 * The global loader's selector (§4 Loader, §8): true while any gateway query or
 * mutation is pending, except those of endpoints marked background.
 * Returns a boolean, so it needs no memoisation.
 * @param state - a root state holding `gatewayApi.reducer` under `gateway`.
 */
export function selectForegroundRequestPending(state: GatewayRootState): boolean {
  const { queries, mutations } = state.gateway;
  for (const entry of Object.values(queries)) {
    if (entry?.status === 'pending' && !backgroundEndpoints.has(entry.endpointName)) return true;
  }
  for (const entry of Object.values(mutations)) {
    if (entry?.status === 'pending' && !backgroundEndpoints.has(entry.endpointName)) return true;
  }
  return false;
}
