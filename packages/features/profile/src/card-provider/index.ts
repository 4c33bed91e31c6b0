import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { createBraintreeAdapter, type BraintreeLoader } from './braintreeAdapter.js';
import { createSandboxAdapter } from './sandboxAdapter.js';
import type { CardProviderAdapter } from './types.js';

export type { CardDetails, CardProviderAdapter, HostedFieldContainers } from './types.js';
export { CardProviderError } from './types.js';
export { createSandboxAdapter } from './sandboxAdapter.js';
export { createBraintreeAdapter } from './braintreeAdapter.js';

/**
 * Picks the card provider from the runtime config's `cardProvider` (issue #4): Braintree when
 * `kind: 'braintree'` with an authorization, else the sandbox provider at `tokenizeUrl`
 * (default `{origin}/card-provider/v1/tokenize`).
 */
export function createCardProvider(
  config: PortalRuntimeConfig['cardProvider'] | undefined,
  origin: string = typeof location === 'undefined' ? '' : location.origin,
  loadBraintree?: BraintreeLoader,
): CardProviderAdapter {
  if (config?.kind === 'braintree' && config.braintreeAuthorization) {
    return createBraintreeAdapter(config.braintreeAuthorization, loadBraintree);
  }
  return createSandboxAdapter(config?.tokenizeUrl ?? `${origin}/card-provider/v1/tokenize`);
}
