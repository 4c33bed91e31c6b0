/**
 * The runtime configuration served at `/config.json` next to the built portal,
 * so one build serves any environment (issue #2 §4). All URLs are absolute.
 */
export interface PortalRuntimeConfig {
  /** Base URL of the API gateway; calls go to `{gatewayUrl}/{service}/{version}{path}`. */
  gatewayUrl: string;
  /** The identity provider's sign-in page. */
  signInUrl: string;
  /** socket.io endpoint (same origin as the gateway in the sandbox). */
  socketUrl: string;
  /** Base URL of the hub storage bucket (private files, avatars), ending in `/`. */
  hubBucketUrl: string;
  /** Base URL of the public storage bucket (forms, images), ending in `/`. */
  publicBucketUrl: string;
  /** Client id sent to the identity provider. */
  clientId: string;
  /** Tenant id sent to the identity provider. */
  tenantId: string;
  /** Mobile-app links of the top bar. */
  mobileApp: { iosUrl: string; androidUrl: string; partnerBookUrl: string };
  /**
   * Card provider of the payment card form (issue #4): `sandbox` posts the card to
   * `tokenizeUrl` (default `{gatewayUrl}/card-provider/v1/tokenize`); `braintree` uses
   * braintree-web hosted fields with `braintreeAuthorization` (a tokenization key or client
   * token). Absent = `sandbox`.
   */
  cardProvider?: { kind: 'sandbox' | 'braintree'; tokenizeUrl?: string; braintreeAuthorization?: string };
}
