import type { CardTokenizeResult } from '@agent-portal/api-client/wire';
import { CardProviderError, type CardProviderAdapter, type HostedFieldContainers } from './types.js';

/** The parts of braintree-web the adapter uses (typed loosely: the module is loaded on demand). */
interface HostedFieldsInstance {
  tokenize(): Promise<{
    nonce: string;
    details: { cardType: string; lastFour: string; expirationMonth: string; expirationYear: string };
  }>;
  teardown(): Promise<void>;
}
interface BraintreeWeb {
  client: { create(options: { authorization: string }): Promise<unknown> };
  hostedFields: {
    create(options: {
      client: unknown;
      fields: Record<string, { container: string; placeholder?: string }>;
      styles?: Record<string, Record<string, string>>;
    }): Promise<HostedFieldsInstance>;
  };
}

/** Loads braintree-web only when the Braintree provider is configured (its own lazy chunk). */
export type BraintreeLoader = () => Promise<BraintreeWeb>;

const defaultLoader: BraintreeLoader = async () => {
  const mod = (await import('braintree-web')) as unknown as { default?: BraintreeWeb } & BraintreeWeb;
  return mod.default ?? mod;
};

/** Braintree card type names → card-validator type names (what the gateway stores as `brand`). */
const BRANDS: Record<string, string> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  Mastercard: 'mastercard',
  'American Express': 'american-express',
  Discover: 'discover',
  JCB: 'jcb',
  "Diners Club": 'diners-club',
  UnionPay: 'unionpay',
  Maestro: 'maestro',
};

/**
 * The Braintree adapter (issue #4): braintree-web hosted fields (the card is typed in
 * Braintree's iframes), tokenised to a payment-method nonce that the gateway stores as the
 * card token. `braintree-web` is imported dynamically on `mount`, so it is downloaded only
 * when the runtime config selects Braintree.
 * @param authorization - a Braintree tokenization key or client token (`cardProvider.braintreeAuthorization`).
 * @param load - module loader (tests inject a mock).
 */
export function createBraintreeAdapter(authorization: string, load: BraintreeLoader = defaultLoader): CardProviderAdapter {
  let fields: HostedFieldsInstance | null = null;
  return {
    kind: 'braintree',
    usesHostedFields: true,
    async mount(containers: HostedFieldContainers) {
      let braintree: BraintreeWeb;
      try {
        braintree = await load();
      } catch {
        throw new CardProviderError('The payment provider could not be loaded.');
      }
      const client = await braintree.client.create({ authorization });
      fields = await braintree.hostedFields.create({
        client,
        fields: {
          number: { container: containers.number, placeholder: '4111 1111 1111 1111' },
          expirationDate: { container: containers.expirationDate, placeholder: 'MM/YY' },
          cvv: { container: containers.cvv, placeholder: '123' },
        },
        styles: { input: { 'font-size': '16px' } },
      });
    },
    async teardown() {
      await fields?.teardown();
      fields = null;
    },
    async tokenize(): Promise<CardTokenizeResult> {
      if (!fields) throw new CardProviderError('The card fields are not ready yet.');
      try {
        const { nonce, details } = await fields.tokenize();
        const year = Number(details.expirationYear);
        return {
          token: nonce,
          brand: BRANDS[details.cardType] ?? details.cardType.toLowerCase(),
          last4: details.lastFour,
          exp_month: Number(details.expirationMonth),
          exp_year: year < 100 ? 2000 + year : year,
        };
      } catch (error) {
        throw new CardProviderError(error instanceof Error ? error.message : 'The card was refused.');
      }
    },
  };
}
