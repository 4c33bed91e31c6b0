import type { PortalRuntimeConfig } from '@agent-portal/api-client';
import { createBraintreeAdapter, type BraintreeLoader } from './braintreeAdapter';
import { createSandboxAdapter } from './sandboxAdapter';
import type { CardProviderAdapter } from './types';

export type { CardDetails, CardProviderAdapter, HostedFieldContainers } from './types';
export { CardProviderError } from './types';
export { createSandboxAdapter } from './sandboxAdapter';
export { createBraintreeAdapter } from './braintreeAdapter';

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
