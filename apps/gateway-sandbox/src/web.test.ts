import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRuntimeConfig } from './static.js';
import { ORIGIN, createTestApp, signIn, type TestApp } from './test/harness.js';

let t: TestApp;
const THEME_BOOT = "document.documentElement.dataset.theme='dark'";
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT).digest('base64')}'`;
let portalDist: string;

beforeAll(async () => {
  portalDist = await mkdtemp(path.join(tmpdir(), 'sandbox-portal-'));
  await mkdir(path.join(portalDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(portalDist, 'index.html'),
    `<!doctype html><head><script id="runtime-config" type="application/json"></script><script id="theme-boot">${THEME_BOOT}</script></head><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
  );
  await writeFile(path.join(portalDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A build-time compressed entry chunk, as vite-plugin-compression2 writes it beside the file.
  const entry = `export const agents = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `agent ${i}`))};`;
  await writeFile(path.join(portalDist, 'assets', 'entry-def456.js'), entry);
  await writeFile(path.join(portalDist, 'assets', 'entry-def456.js.br'), brotliCompressSync(entry));
  await writeFile(path.join(portalDist, 'assets', 'entry-def456.js.gz'), gzipSync(entry));
  await writeFile(path.join(portalDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ portalDist });
  await writeFile(path.join(t.config.dataDir, 'secret.txt'), 'TOP-SECRET');
});
afterAll(async () => {
  await t.close();
  await rm(portalDist, { recursive: true, force: true });
});

/** A raw HTTP GET on the listening app: the path is sent as is (inject would normalise `..`). */
async function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the inline theme boot script of index.html (issue #8: the static shell in the stored theme)', () => {
  it('is allowed by its sha256 hash on the portal page, and on nothing else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: html });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${THEME_BOOT_HASH.replace(/[+/]/g, '\\$&')};`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(String(health.headers['content-security-policy'])).not.toContain('sha256-');
  });
});

describe('security headers', () => {
  it.each(['/health', '/config.json', '/idp/sign-in', '/dashboard', '/integration/v1/nope'])('on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // connect-src: this origin only (its ws:/wss: included), no socket to any host (issue #13 §4).
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });
});

describe('GET /config.json and /health', () => {
  it('describes this sandbox and sets the csrf cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = response.json() as PortalRuntimeConfig;
    expect(config).toEqual({
      gatewayUrl: ORIGIN,
      signInUrl: `${ORIGIN}/idp/sign-in`,
      socketUrl: ORIGIN,
      hubBucketUrl: `${ORIGIN}/storage/hub/`,
      publicBucketUrl: `${ORIGIN}/storage/public/`,
      clientId: 'agent-portal',
      tenantId: 'agent-network',
      mobileApp: {
        iosUrl: '',
        androidUrl: '',
        partnerBookUrl: 'https://partners.agent-portal.test/book',
      },
      cardProvider: { kind: 'sandbox', tokenizeUrl: `${ORIGIN}/card-provider/v1/tokenize` },
    });
    const cookie = response.cookies.find((c) => c.name === 'csrf_token')!;
    expect(cookie.value).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
    expect(cookie.httpOnly).toBeUndefined();
  });

  it('keeps an existing csrf cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json', cookies: { csrf_token: 'ef'.repeat(32) } });
    expect(response.cookies.find((c) => c.name === 'csrf_token')).toBeUndefined();
  });

  it('derives the origin from the request without PUBLIC_URL, but only from an allowed Host (issue #13 §4)', async () => {
    const saved = { publicUrl: t.config.publicUrl, allowedOrigins: t.config.allowedOrigins };
    t.config.publicUrl = null;
    t.config.allowedOrigins = ['http://localhost:4555', 'http://127.0.0.1:4555'];
    try {
      const allowed = await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: '127.0.0.1:4555' } });
      expect(allowed.json().gatewayUrl).toBe('http://127.0.0.1:4555');
      for (const host of ['evil.test', 'localhost:4556', 'localhost:4555.evil.test', 'localhost:4555@evil.test']) {
        const response = await t.app.inject({ method: 'GET', url: '/config.json', headers: { host } });
        const config = response.json() as PortalRuntimeConfig;
        expect([config.gatewayUrl, config.signInUrl, config.socketUrl, config.hubBucketUrl].every((u) => u.startsWith('http://localhost:4555'))).toBe(true);
      }
    } finally {
      Object.assign(t.config, saved);
    }
  });

  it('health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });
});

describe('portal and SPA fallback', () => {
  it('serves index.html for /dashboard (no-cache, csrf cookie) but JSON 404 under the gateway', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard?sso=abc', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.cookies.some((c) => c.name === 'csrf_token')).toBe(true);
    for (const url of ['/', '/my-team/team-hierarchy/upline', '/index.html']) {
      expect((await t.app.inject({ method: 'GET', url, headers: html })).body, url).toContain('<div id="root">');
    }
    const api = await t.app.inject({ method: 'GET', url: '/integration/v1/nope', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers JSON 404 for non-HTML requests and reserved prefixes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    for (const url of ['/assets/missing.js', '/storage/hub/missing.png', '/idp/nope']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('caches hashed assets immutable, other files no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers /favicon.ico with the portal’s SVG icon (no 404 on pages without an icon link)', async () => {
    const ico = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });

  it('explains how to build when the portal is missing', async () => {
    const index = path.join(portalDist, 'index.html');
    await rename(index, `${index}.away`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('The portal is not built yet');
      expect(response.body).toContain('pnpm --filter @agent-portal/portal build');
    } finally {
      await rename(`${index}.away`, index);
    }
  });
});

describe('compression (issue #8)', () => {
  it('serves the pre-compressed entry chunk as br or gzip, as the browser asks, and plain otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/entry-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('agent 199');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/entry-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('agent 199');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/entry-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('agent 199');
  });

  it('compresses index.html and JSON answers on the fly when asked', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const search = await t.app.inject({
      method: 'GET',
      url: '/integration/v1/analytics/search?search=a&limit=20',
      headers: { 'accept-encoding': 'gzip', ...(await signIn(t.app, 'ava')).headers },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(search.rawPayload).toString())).toHaveProperty('data.forms');
  });

  it('never compresses the identity provider’s pages (BREACH: they reflect attacker-chosen query values)', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/idp/sign-in?redirect_url=${encodeURIComponent(`${ORIGIN}/dashboard`)}&client_id=agent-portal&tenant_id=agent-network`,
      headers: { ...html, 'accept-encoding': 'gzip, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
  });
});

describe('runtime config in index.html (issue #8)', () => {
  it('writes the runtime config into the JSON data element, escaped so it cannot close the element', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: html });
    const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(page.body);
    expect(match).not.toBeNull();
    const config = JSON.parse(match![1]!) as PortalRuntimeConfig;
    expect(config).toEqual((await t.app.inject({ method: 'GET', url: '/config.json' })).json());
  });

  it('withRuntimeConfig escapes < in values and adds the element to builds without it', () => {
    const filled = withRuntimeConfig('<html><head></head></html>', { note: '</script><script>alert(1)</script>' });
    expect(filled).not.toContain('</script><script>');
    expect(filled).toContain('\\u003c/script>');
    expect(JSON.parse(/>(\{.*\})</.exec(filled)![1]!)).toEqual({ note: '</script><script>alert(1)</script>' });
  });
});

describe('object storage', () => {
  it('serves the seeded avatar from the hub bucket and the public bucket', async () => {
    const [ava] = await t.db.query<{ avatar_url: string }>("SELECT avatar_url FROM users WHERE email = 'ava.licensed@agent-portal.test'");
    const avatar = await t.app.inject({ method: 'GET', url: `/storage/hub/${ava!.avatar_url}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('>AM</text>');
    expect((await t.app.inject({ method: 'GET', url: '/storage/public/images/default-avatar.svg' })).statusCode).toBe(200);
  });

  it('refuses path traversal out of the buckets (raw paths over HTTP)', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    for (const raw of [
      '/storage/hub/../../secret.txt',
      '/storage/hub/%2e%2e/%2e%2e/secret.txt',
      '/storage/hub/..%2f..%2fsecret.txt',
      '/storage/public/..%2F..%2Fsecret.txt',
      '/storage/hub/avatars/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
      '/storage/hub/..\\..\\secret.txt',
    ]) {
      const response = await rawGet(port, raw);
      expect([400, 403, 404], raw).toContain(response.status);
      expect(response.body, raw).not.toContain('TOP-SECRET');
    }
  });
});

describe('the portal as an installable app (issue #32)', () => {
  beforeAll(async () => {
    await writeFile(path.join(portalDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(portalDist, 'manifest.webmanifest'), '{"name":"Agent Portal"}');
    await writeFile(path.join(portalDist, 'manifest-de.webmanifest'), '{"name":"Agentenportal"}');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/manifest-de.webmanifest'])('%s is revalidated on every use', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("allows the worker and the manifest from this origin only (CSP worker-src, manifest-src)", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/dashboard', headers: html })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('writes the runtime config into index.html for a navigation only: the worker precaches the file as built', async () => {
    const navigation = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, 'sec-fetch-mode': 'navigate' } });
    expect(navigation.body).toContain('"gatewayUrl"');
    const noMetadata = await t.app.inject({ method: 'GET', url: '/index.html', headers: html });
    expect(noMetadata.body).toContain('"gatewayUrl"');
    const precache = await t.app.inject({ method: 'GET', url: '/index.html', headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' } });
    expect(precache.statusCode).toBe(200);
    expect(precache.body).toContain('<script id="runtime-config" type="application/json"></script>');
    expect(precache.body).not.toContain('"gatewayUrl"');
    // The same CSP either way: the precached shell's theme boot still runs.
    expect(precache.headers['content-security-policy']).toBe(navigation.headers['content-security-policy']);
    expect(String(precache.headers.vary)).toMatch(/sec-fetch-mode/i);
  });
});
