/** braintree-web ships no types; the adapter declares the parts it uses (braintreeAdapter.ts). */
declare module 'braintree-web';
