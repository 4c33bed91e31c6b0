import { SUPPORTED_LANGUAGES } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { accountSettingResources } from './accountSetting';
import { paymentsResources } from './payments';

// Every message in all six languages (issue #4 "Forms"; ARCHITECTURE §7).
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe.each([
  ['payments', paymentsResources],
  ['accountSetting', accountSettingResources],
] as const)('the %s namespace', (_name, resources) => {
  const english = leaves(resources.en).sort();
  it.each(SUPPORTED_LANGUAGES.map((l) => l.code))('has every English key, and no other, in %s', (code) => {
    const bundle = (resources as Record<string, unknown>)[code];
    expect(bundle, `missing language ${code}`).toBeDefined();
    expect(leaves(bundle).sort()).toEqual(english);
  });
  it('has no empty text and keeps every {{placeholder}}', () => {
    for (const { code } of SUPPORTED_LANGUAGES) {
      const bundle = (resources as Record<string, Record<string, unknown>>)[code]!;
      for (const key of english) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
        const en = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.en) as string;
        expect(text.trim(), `${code}:${key}`).not.toBe('');
        expect(text.match(/\{\{\w+\}\}/g)?.sort(), `${code}:${key}`).toEqual(en.match(/\{\{\w+\}\}/g)?.sort());
      }
    }
  });
});
