/**
 * The card brands the portal names, as card-validator's type names (the `brand` of
 * {@link AgentPaymentCard}); the gateway accepts any other brand name a provider sends.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'american-express', 'discover', 'diners-club', 'jcb', 'unionpay', 'maestro'] as const;

/** A brand of {@link CARD_BRANDS}. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Each card brand's trade name as agents read it (the same in every language): `visa` → `Visa`. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/**
 * A brand's trade name from {@link CARD_BRAND_NAMES} (`'american-express'` → `'American Express'`),
 * or `null` for a brand it does not list and for none; the caller chooses what an unlisted brand
 * shows (the gateway's payment record says `Card`, the portal shows the code).
 */
export function cardBrandName(brand: string | null | undefined): string | null {
  return brand && Object.hasOwn(CARD_BRAND_NAMES, brand) ? CARD_BRAND_NAMES[brand as CardBrand] : null;
}

/**
 * The agent's one payment card, `GET /integration/v1/agent-payment-card` (§7): brand, last four
 * and expiry only. Card numbers and CVVs never reach the gateway (issue #4).
 */
export interface AgentPaymentCard {
  /** card-validator type name, e.g. `visa`, `mastercard`, `american-express`. */
  brand: string;
  last4: string;
  /** 1..12. */
  exp_month: number;
  /** Four-digit year. */
  exp_year: number;
  /** ISO 8601 time it was added. */
  created_at: string;
}

/**
 * Body of `POST /integration/v1/agent-payment-card` (§7): a provider token and its display
 * details, never the number or CVV. 400 for an unknown token or details that do not match it;
 * 409 when a card is already saved.
 */
export interface CreatePaymentCardRequest {
  /** Token issued by the card provider (sandbox: `tok_sandbox_…`; Braintree: a payment-method nonce). */
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/**
 * Body of the sandbox card provider's `POST /card-provider/v1/tokenize` (not a gateway route:
 * no bearer; same-origin CSRF double submit). Sent by the sandbox adapter only.
 */
export interface CardTokenizeRequest {
  /** Digits only. */
  number: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

/** Answer of a card provider's tokenisation (both adapters). */
export interface CardTokenizeResult {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
