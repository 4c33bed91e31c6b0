import type { CardTokenizeResult } from '@agent-portal/api-client/wire';

/** The card as typed in the portal's own fields (sandbox provider only). */
export interface CardDetails {
  /** Digits only. */
  number: string;
  exp_month: number;
  /** Four-digit year. */
  exp_year: number;
  cvv: string;
}

/** Containers of Braintree hosted fields (CSS selectors of empty elements). */
export interface HostedFieldContainers {
  number: string;
  expirationDate: string;
  cvv: string;
}

/**
 * A card payment provider as the payment card form sees it (issue #4): it turns a card into
 * a token, so the number and CVV never reach the gateway.
 * - `sandbox`: the card is typed in the portal's fields and posted to the provider's tokenize URL.
 * - `braintree`: the card is typed in Braintree's hosted fields (iframes, `mount`), and
 *   `tokenize()` takes no argument.
 */
export interface CardProviderAdapter {
  readonly kind: 'sandbox' | 'braintree';
  /** True when the provider renders its own fields (call `mount` with containers first). */
  readonly usesHostedFields: boolean;
  /** Renders the hosted fields into the containers (hosted-field providers only). */
  mount?(containers: HostedFieldContainers): Promise<void>;
  /** Removes hosted fields. */
  teardown?(): Promise<void>;
  /**
   * Tokenises the card.
   * @param card - the typed card (sandbox); ignored by hosted-field providers.
   * @returns token, brand (card-validator type names), last four and expiry.
   * @throws {@link CardProviderError} with a provider message.
   */
  tokenize(card?: CardDetails): Promise<CardTokenizeResult>;
}

/** A provider refused or could not tokenise the card. `message` is fit to show. */
export class CardProviderError extends Error {
  override name = 'CardProviderError';
}
