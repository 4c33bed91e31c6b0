import { describe, expect, it } from 'vitest';
import { ConfigError, computeAllowedOrigins, loadConfig } from './config.js';
import { acceptRedirect } from './origins.js';
import { redactUrl } from './app.js';

describe('allowed origins', () => {
  it('defaults to localhost and 127.0.0.1 on PORT', () => {
    expect(computeAllowedOrigins(undefined, null, 4300)).toEqual(['http://localhost:4300', 'http://127.0.0.1:4300']);
  });

  it('uses PUBLIC_URL, or ALLOWED_ORIGINS first', () => {
    expect(computeAllowedOrigins('', 'https://portal.example', 4000)).toEqual(['https://portal.example']);
    expect(computeAllowedOrigins('https://a.example/x, https://b.example', 'https://portal.example', 4000)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('adds the dev server origin only when DEV_SERVER_ORIGIN is set (issue #13 §4)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example' }).allowedOrigins).toEqual(['https://portal.example']);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example' }).allowedOrigins).not.toContain('http://localhost:5173');
    expect(loadConfig({ DEV_SERVER_ORIGIN: 'http://localhost:5173/' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ DEV_SERVER_ORIGIN: 'ftp://x' })).toThrow(/DEV_SERVER_ORIGIN/);
  });
});

describe('acceptRedirect', () => {
  const allowed = ['http://localhost:4000'];
  it('accepts own-origin absolute and relative URLs', () => {
    expect(acceptRedirect('http://localhost:4000/a?b=1', 'http://localhost:4000', allowed)?.href).toBe('http://localhost:4000/a?b=1');
    expect(acceptRedirect('/dashboard', 'http://localhost:4000', allowed)?.href).toBe('http://localhost:4000/dashboard');
  });
  it.each(['https://evil.test', '//evil.test', '/\\evil.test', 'http://user@localhost:4000/', 'javascript:alert(1)', 'http://localhost:4000.evil.test/'])(
    'refuses %s',
    (raw) => {
      expect(acceptRedirect(raw, 'http://localhost:4000', allowed)).toBeNull();
    },
  );
});

describe('loadConfig', () => {
  it('reads defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: 'localhost', publicUrl: null, tokenTtlS: 3600, logLevel: 'warn', jwtSecret: null });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/gateway-sandbox[/\\]\.data[/\\]pglite$/) });
    expect(config.portalDist).toMatch(/apps[/\\]portal[/\\]dist$/);
  });
  it('reads DATABASE_URL and rejects bad values', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db' }).database).toEqual({ kind: 'pg', url: 'postgres://u:p@h/db' });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/32/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
  it('reads REDIS_URL (several nodes, issue #13 §6) and rejects other schemes', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: ' redis://127.0.0.1:6379 ' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/1' }).redisUrl).toBe('rediss://cache.internal:6380/1');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('redactUrl', () => {
  it('hides sso tokens in logged URLs', () => {
    expect(redactUrl('/dashboard?a=1&sso=eyJ.x.y&b=2')).toBe('/dashboard?a=1&sso=[redacted]&b=2');
  });
});
