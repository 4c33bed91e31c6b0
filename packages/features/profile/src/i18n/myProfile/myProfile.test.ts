import { describe, expect, it } from 'vitest';
import { myProfileResources } from './index';

/** Every dotted key of a resource tree, sorted. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)))
    .sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

describe('myProfile namespace (six languages)', () => {
  const english = keys(myProfileResources.en);
  for (const [language, resources] of Object.entries(myProfileResources)) {
    it(`${language} has exactly the English keys, none empty, same placeholders`, () => {
      expect(keys(resources)).toEqual(english);
      const flat = (tree: object, path: string[]): string => path.reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree) as string;
      for (const key of english) {
        const value = flat(resources, key.split('.'));
        expect(value.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(value), `${language}:${key}`).toEqual(placeholders(flat(myProfileResources.en, key.split('.'))));
      }
    });
  }
});
