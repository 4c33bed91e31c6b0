import { configureGateway } from '@agent-portal/api-client';
import { server } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CardProviderError, createBraintreeAdapter, createCardProvider } from './index.js';

describe('createCardProvider (runtime config → adapter)', () => {
  it('defaults to the sandbox provider at {origin}/card-provider/v1/tokenize and posts with the bearer token and the CSRF header', async () => {
    // The sandbox tokenizer requires the session's bearer token, as gateway calls (issue #26 finding 6).
    configureGateway({ gatewayUrl: 'https://localhost', retryDelayMs: 0, getAccessToken: () => 'session-token-1' });
    document.cookie = 'csrf_token=abc123; path=/';
    let seen: { csrf: string | null; body: unknown; auth: string | null } | null = null;
    server.use(
      http.post('https://localhost/card-provider/v1/tokenize', async ({ request }) => {
        seen = { csrf: request.headers.get('x-csrf-token'), auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ data: { token: 'tok_sandbox_1', brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 } });
      }),
    );
    const adapter = createCardProvider(undefined, 'https://localhost');
    expect(adapter).toMatchObject({ kind: 'sandbox', usesHostedFields: false });
    const result = await adapter.tokenize({ number: '4242424242424242', exp_month: 1, exp_year: 2031, cvv: '123' });
    expect(result.token).toBe('tok_sandbox_1');
    expect(seen).toEqual({ csrf: 'abc123', auth: 'Bearer session-token-1', body: { number: '4242424242424242', exp_month: 1, exp_year: 2031, cvv: '123' } });
  });

  it('turns a provider 400 into a CardProviderError with its message', async () => {
    server.use(
      http.post('https://localhost/card-provider/v1/tokenize', () => HttpResponse.json({ statusCode: 400, message: 'The card number is not valid.' }, { status: 400 })),
    );
    const adapter = createCardProvider({ kind: 'sandbox', tokenizeUrl: 'https://localhost/card-provider/v1/tokenize' });
    await expect(adapter.tokenize({ number: '4242424242424241', exp_month: 1, exp_year: 2031, cvv: '123' })).rejects.toThrow(
      new CardProviderError('The card number is not valid.'),
    );
  });

  it('selects Braintree when configured, without loading braintree-web up front', () => {
    const load = vi.fn();
    const adapter = createCardProvider({ kind: 'braintree', braintreeAuthorization: 'sandbox_key' }, 'https://localhost', load);
    expect(adapter).toMatchObject({ kind: 'braintree', usesHostedFields: true });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('Braintree adapter (hosted fields, mocked braintree-web)', () => {
  function mockBraintree() {
    const fields = {
      tokenize: vi.fn(async () => ({ nonce: 'nonce-123', details: { cardType: 'American Express', lastFour: '0005', expirationMonth: '07', expirationYear: '2032' } })),
      teardown: vi.fn(async () => undefined),
    };
    const braintree = {
      client: { create: vi.fn(async () => ({ id: 'client' })) },
      hostedFields: { create: vi.fn(async () => fields) },
    };
    return { braintree, fields };
  }

  it('loads braintree-web on mount, creates the client with the authorization and the three hosted fields', async () => {
    const { braintree } = mockBraintree();
    const load = vi.fn(async () => braintree);
    const adapter = createBraintreeAdapter('sandbox_tokenization_key', load);
    await adapter.mount!({ number: '#n', expirationDate: '#e', cvv: '#c' });
    expect(load).toHaveBeenCalledOnce();
    expect(braintree.client.create).toHaveBeenCalledWith({ authorization: 'sandbox_tokenization_key' });
    const options = (braintree.hostedFields.create.mock.calls as unknown as unknown[][])[0]![0] as { client: unknown; fields: Record<string, { container: string }> };
    expect(options.client).toEqual({ id: 'client' });
    expect(Object.fromEntries(Object.entries(options.fields).map(([k, v]) => [k, v.container]))).toEqual({ number: '#n', expirationDate: '#e', cvv: '#c' });
  });

  it('maps the nonce and details to the gateway card shape, and tears down', async () => {
    const { braintree, fields } = mockBraintree();
    const adapter = createBraintreeAdapter('key', async () => braintree);
    await expect(adapter.tokenize()).rejects.toBeInstanceOf(CardProviderError);
    await adapter.mount!({ number: '#n', expirationDate: '#e', cvv: '#c' });
    expect(await adapter.tokenize()).toEqual({ token: 'nonce-123', brand: 'american-express', last4: '0005', exp_month: 7, exp_year: 2032 });
    await adapter.teardown!();
    expect(fields.teardown).toHaveBeenCalled();
  });

  it('reports a load failure as a CardProviderError', async () => {
    const adapter = createBraintreeAdapter('key', async () => {
      throw new Error('offline');
    });
    await expect(adapter.mount!({ number: '#n', expirationDate: '#e', cvv: '#c' })).rejects.toThrow('The payment provider could not be loaded.');
  });
});
