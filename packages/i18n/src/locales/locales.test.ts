import { describe, expect, it } from 'vitest';
import { commonResources } from '../resources.js';
import { SUPPORTED_LANGUAGES } from '../languages.js';
import type { CommonResources } from '../types.js';
import { untranslatedTexts, type SameAsEnglish } from '../parity.js';

/** Texts of the common namespace rightly the same as in English, each with why (the menu's and pages' moved to their features, issue #30). */
const ALLOWED: SameAsEnglish[] = [
  { key: 'topbar.notifications', language: 'fr', why: 'French "Notifications" is spelled as in English' },
];

/** Every leaf of a resource tree as `path → value`. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [p, v] of leaves(value, path)) out.set(p, v);
      else out.set(path, value);
    }
  }
  return out;
}

const reference = leaves(commonResources.en);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('common namespace parity (ARCHITECTURE §7: every key in every language)', () => {
  it('has a resource for every supported language', () => {
    expect(Object.keys(commonResources).sort()).toEqual(SUPPORTED_LANGUAGES.map((l) => l.code).sort());
  });

  it.each(SUPPORTED_LANGUAGES.map((l) => l.code))('%s has exactly the English keys, non-empty strings, same placeholders', (code) => {
    const tree = leaves(commonResources[code]);
    const missing = [...reference.keys()].filter((k) => !tree.has(k));
    const extra = [...tree.keys()].filter((k) => !reference.has(k));
    expect(missing, 'missing keys').toEqual([]);
    expect(extra, 'extra keys').toEqual([]);
    for (const [key, value] of tree) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
      expect(placeholders(value as string), key).toEqual(placeholders(reference.get(key) as string));
    }
  });

  it('leaves no text as in English outside its allow-list (issue #29 item 4)', () => {
    expect(untranslatedTexts(commonResources, ALLOWED)).toEqual([]);
  });
});

describe('CommonResources type', () => {
  it('rejects a missing or an extra key at compile time', () => {
    // @ts-expect-error form.fixErrors is missing
    const missing: CommonResources = { ...commonResources.en, form: {} };
    // @ts-expect-error menu.extra is not an English key
    const extra: CommonResources = { ...commonResources.en, menu: { ...commonResources.en.menu, extra: 'x' } };
    expect([missing, extra]).toHaveLength(2);
  });
});
