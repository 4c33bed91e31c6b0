import { SUPPORTED_LANGUAGES } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { notificationsResources } from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

describe('notifications namespace', () => {
  const english = keys(notificationsResources.en).sort();

  it.each(SUPPORTED_LANGUAGES.map((l) => l.code))('%s has every English key, non-empty, same placeholders', (code) => {
    const bundle = notificationsResources[code as keyof typeof notificationsResources];
    expect(bundle, code).toBeDefined();
    expect(keys(bundle).sort()).toEqual(english);
    for (const key of english) {
      const text = leaf(bundle, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${code}:${key}`).toBe(true);
      const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), `${code}:${key}`).toEqual(placeholders(leaf(notificationsResources.en, key)));
    }
  });
});
