import { server, TEST_ORIGIN } from '@agent-portal/vitest-config/harness';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { configureGateway } from './gatewayConfig.js';
import { fetchGatewayBlob, uploadWithProgress } from './upload.js';

afterEach(() => {
  Cookies.remove('lang');
});

function captureLanguage(method: 'get' | 'post', path: string, seen: Array<string | null>) {
  const handler = method === 'get' ? http.get : http.post;
  server.use(
    handler(`${TEST_ORIGIN}/integration/v1${path}`, ({ request }) => {
      seen.push(request.headers.get('accept-language'));
      return method === 'get' ? new HttpResponse('a;b', { headers: { 'Content-Type': 'text/csv' } }) : HttpResponse.json({ data: { ok: true } });
    }),
  );
}

describe('uploadWithProgress and fetchGatewayBlob send the agent’s language (issue #29, spec §2)', () => {
  it('an upload sends the lang cookie as Accept-Language by default, and the caller’s acceptLanguage when given', async () => {
    configureGateway({ gatewayUrl: TEST_ORIGIN });
    Cookies.set('lang', 'es');
    const seen: Array<string | null> = [];
    captureLanguage('post', '/users/upload-essential-documents', seen);
    const file = new File(['x'], 'license.pdf', { type: 'application/pdf' });
    await expect(uploadWithProgress({ path: '/users/upload-essential-documents', file })).resolves.toEqual({ ok: true });
    await uploadWithProgress({ path: '/users/upload-essential-documents', file, acceptLanguage: 'it' });
    await uploadWithProgress({ path: '/users/upload-essential-documents', file, acceptLanguage: '' });
    expect(seen).toEqual(['es', 'it', 'es']);
  });

  it('an upload follows getLanguage, asked per call', async () => {
    let lang = 'fr';
    configureGateway({ gatewayUrl: TEST_ORIGIN, getLanguage: () => lang });
    const seen: Array<string | null> = [];
    captureLanguage('post', '/support/tickets', seen);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await uploadWithProgress({ path: '/support/tickets', file });
    lang = 'ru';
    await uploadWithProgress({ path: '/support/tickets', file });
    expect(seen).toEqual(['fr', 'ru']);
  });

  it('a blob download sends the language, and a caller’s Accept-Language wins', async () => {
    configureGateway({ gatewayUrl: TEST_ORIGIN, getLanguage: () => 'de' });
    const seen: Array<string | null> = [];
    captureLanguage('get', '/commissions/statement', seen);
    await fetchGatewayBlob('/commissions/statement');
    await fetchGatewayBlob('/commissions/statement', undefined, { 'Accept-Language': 'it' });
    await fetchGatewayBlob('/commissions/statement', undefined, { 'accept-language': '' });
    expect(seen).toEqual(['de', 'it', 'de']);
  });
});
