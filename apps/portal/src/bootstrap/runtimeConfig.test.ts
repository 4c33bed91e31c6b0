import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './runtimeConfig';

const good = {
  gatewayUrl: 'https://p.test',
  signInUrl: 'https://p.test/idp/sign-in',
  socketUrl: 'https://p.test',
  hubBucketUrl: 'https://p.test/storage/hub/',
  publicBucketUrl: 'https://p.test/storage/public/',
  clientId: 'agent-portal',
  tenantId: 'agent-network',
};
const respond = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('loadRuntimeConfig (issue #2 §4)', () => {
  it('returns the config with mobile-app links defaulted', async () => {
    const config = await loadRuntimeConfig(respond(good));
    expect(config.gatewayUrl).toBe('https://p.test');
    expect(config.mobileApp).toEqual({ iosUrl: '', androidUrl: '', partnerBookUrl: '' });
  });

  it('names a missing key', async () => {
    await expect(loadRuntimeConfig(respond({ ...good, signInUrl: '' }))).rejects.toThrow('"signInUrl"');
  });

  it('reads the config the server wrote into index.html, without a request (issue #8 §4)', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script id="runtime-config" type="application/json">${JSON.stringify({ ...good, gatewayUrl: 'https://inline.test' })}</script>`,
    );
    try {
      const fetchSpy = vi.fn(respond(good));
      const config = await loadRuntimeConfig(fetchSpy);
      expect(config.gatewayUrl).toBe('https://inline.test');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      document.getElementById('runtime-config')?.remove();
    }
  });

  it('fetches /config.json when the element is empty (dev server)', async () => {
    document.head.insertAdjacentHTML('beforeend', '<script id="runtime-config" type="application/json"></script>');
    try {
      expect((await loadRuntimeConfig(respond(good))).gatewayUrl).toBe('https://p.test');
    } finally {
      document.getElementById('runtime-config')?.remove();
    }
  });

  it('reports an HTTP failure', async () => {
    await expect(loadRuntimeConfig(respond({}, 404))).rejects.toThrow('404');
  });
});
