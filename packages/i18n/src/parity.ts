import { SUPPORTED_LANGUAGES } from './languages.js';
import type { LanguageCode, NamespaceLoaders } from './types.js';

/**
 * Every language of a namespace at once: English as given, the others through their
 * loaders. For tests, Storybook and tooling — the portal loads one language at a time.
 * @returns the texts keyed by language code (en, es, fr, de, it, ru).
 */
export async function loadEveryLanguage<T extends object>(en: T, loaders: NamespaceLoaders<T>): Promise<Record<LanguageCode, unknown>> {
  const entries = await Promise.all(
    SUPPORTED_LANGUAGES.map(async ({ code }) => [code, code === 'en' ? en : await loaders[code as Exclude<LanguageCode, 'en'>]()] as const),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, unknown>;
}

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort().join(',');

/**
 * Key parity of a namespace across the six languages (ARCHITECTURE §7: every key in
 * every language): for each language, keys missing against English, keys English does
 * not have, texts that are empty or not strings, and `{{placeholders}}` that differ.
 * @param resources the texts keyed by language code (e.g. from {@link loadEveryLanguage}).
 * @returns one line per problem, e.g. `fr: missing page.title`; empty when all is well.
 */
export function translationProblems(resources: Partial<Record<LanguageCode, unknown>>): string[] {
  const english = new Map(leaves(resources.en));
  const problems: string[] = [];
  for (const { code } of SUPPORTED_LANGUAGES) {
    const bundle = resources[code];
    if (bundle === undefined) {
      problems.push(`${code}: the language is missing`);
      continue;
    }
    const texts = new Map(leaves(bundle));
    for (const [key, en] of english) {
      const text = texts.get(key);
      if (!texts.has(key)) problems.push(`${code}: missing ${key}`);
      else if (typeof text !== 'string' || text.trim() === '') problems.push(`${code}: empty ${key}`);
      else if (typeof en === 'string' && placeholders(text) !== placeholders(en)) problems.push(`${code}: placeholders of ${key} differ from English`);
    }
    for (const key of texts.keys()) if (!english.has(key)) problems.push(`${code}: extra ${key}`);
  }
  return problems;
}

/**
 * One text a language may rightly keep as in English (issue #29): the key, or `*` for any key of
 * the namespace, and why (a brand, an abbreviation, a word the language has borrowed…).
 */
export interface SameAsEnglish {
  /** Dotted key, e.g. `table.columns.email`, or `*` for every key of the language. */
  key: string;
  /** The language, or `*` for all five. */
  language: Exclude<LanguageCode, 'en'> | '*';
  /** Why the text is right as it is; shown in reviews, never empty. */
  why: string;
}

/** The words of a text once placeholders, tags, codes, numbers and punctuation are taken out. */
const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/g, ' ')
    .match(/\p{L}{2,}/gu) ?? [];

/**
 * Texts left in English (issue #29 item 4): for each language but English, every key whose text
 * is identical to English and holds at least one word of two letters or more (placeholders, tags
 * and codes aside), unless `allowed` lists it (for that language or `*`).
 * @param resources the texts keyed by language code (e.g. from {@link loadEveryLanguage}).
 * @param allowed the namespace's short allow-list, each entry with its reason.
 * @returns one line per text, e.g. `de: menu.reports is "Reports" as in English`; empty when all is well.
 */
export function untranslatedTexts(resources: Partial<Record<LanguageCode, unknown>>, allowed: readonly SameAsEnglish[] = []): string[] {
  const english = new Map(leaves(resources.en));
  const problems: string[] = [];
  for (const { code } of SUPPORTED_LANGUAGES) {
    if (code === 'en' || resources[code] === undefined) continue;
    const isAllowed = (key: string) => allowed.some((entry) => (entry.key === key || entry.key === '*') && (entry.language === code || entry.language === '*'));
    for (const [key, text] of leaves(resources[code])) {
      const en = english.get(key);
      if (typeof text !== 'string' || text !== en || wordsOf(text).length === 0 || isAllowed(key)) continue;
      problems.push(`${code}: ${key} is "${text}" as in English`);
    }
  }
  return problems;
}
