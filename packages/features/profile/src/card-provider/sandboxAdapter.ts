import { getGatewayOptions } from '@agent-portal/api-client';
import type { CardTokenizeResult } from '@agent-portal/api-client/wire';
import { CardProviderError, type CardDetails, type CardProviderAdapter } from './types.js';

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((row) => row.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * The sandbox card provider (issue #4): `POST {tokenizeUrl}` with `{ number, exp_month, exp_year, cvv }`
 * (the session's bearer token as on gateway calls — `getGatewayOptions().getAccessToken()`, required
 * by the sandbox since issue #26 finding 6; CSRF double submit header `X-CSRF-Token` from the
 * `csrf_token` cookie, `credentials: 'same-origin'`) → `{ data: { token, brand, last4, exp_month, exp_year } }`.
 * @param tokenizeUrl - e.g. `https://portal.example/card-provider/v1/tokenize`.
 */
export function createSandboxAdapter(tokenizeUrl: string): CardProviderAdapter {
  return {
    kind: 'sandbox',
    usesHostedFields: false,
    async tokenize(card?: CardDetails): Promise<CardTokenizeResult> {
      if (!card) throw new CardProviderError('No card to tokenise.');
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const token = getGatewayOptions()?.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const csrf = readCookie('csrf_token');
      if (csrf) headers['X-CSRF-Token'] = csrf;
      let response: Response;
      try {
        response = await fetch(tokenizeUrl, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify(card) });
      } catch {
        throw new CardProviderError('The payment provider could not be reached.');
      }
      const body = (await response.json().catch(() => null)) as { data?: CardTokenizeResult; message?: string } | null;
      if (!response.ok || !body?.data) throw new CardProviderError(body?.message ?? `HTTP ${response.status}`);
      return body.data;
    },
  };
}
