import { describe, expect, it } from 'vitest';
import { createTranslationResource, translationReport } from './translations.js';
import type { LanguageCode } from './types.js';

const texts: Record<LanguageCode, { menu: { demo: string } }> = {
  en: { menu: { demo: 'Demo' } },
  es: { menu: { demo: 'Demostración' } },
  fr: { menu: { demo: 'Démonstration' } },
  de: { menu: { demo: 'Vorführung' } },
  it: { menu: { demo: 'Dimostrazione' } },
  ru: { menu: { demo: 'Демо' } },
};

describe('createTranslationResource from locale modules (issue #30)', () => {
  it('loads each language from its module, English too when it is not bundled', async () => {
    const loaded: LanguageCode[] = [];
    const resource = createTranslationResource<(typeof texts)['en']>({
      namespace: 'demo',
      load: async (language) => (loaded.push(language), { [language]: texts[language] }),
    });
    expect(loaded).toEqual([]);
    expect(typeof resource.en === 'function' ? await resource.en() : resource.en).toEqual(texts.en);
    expect(await resource.loaders.ru()).toEqual(texts.ru);
    expect(loaded).toEqual(['en', 'ru']);
    expect(await translationReport(resource)).toEqual([]);
    expect(Object.isFrozen(resource)).toBe(true);
  });

  it('keeps bundled English and the labels as given, and names a module without its export', async () => {
    const resource = createTranslationResource({ namespace: 'demo', en: texts.en, labels: { menu: texts.en.menu }, load: async () => ({}) });
    expect(resource.en).toBe(texts.en);
    expect(resource.labels).toEqual({ menu: texts.en.menu });
    await expect(resource.loaders.fr()).rejects.toThrow('demo: the fr locale module exports no `fr`');
  });
});
