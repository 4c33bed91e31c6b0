import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as I18nModule from './index.js';

type Module = typeof I18nModule;

/** A fresh copy of the package, so each test sees a first visit. */
async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./index.js');
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function stubNavigator(languages: string[]): void {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** Records every string assigned to `document.cookie`, to check the attributes jsdom hides when reading. */
function spyCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => descriptor.get!.call(document) as string);
  return writes;
}

beforeEach(() => {
  clearCookies();
  document.documentElement.lang = '';
});

afterEach(() => {
  clearCookies();
});

describe('language detection (spec §2 Languages, §4 first visit)', () => {
  it('uses the lang cookie before the browser language', async () => {
    document.cookie = 'lang=de; path=/';
    stubNavigator(['fr-FR', 'fr']);
    const { initI18n, i18n } = await freshModule();
    await initI18n();
    expect(i18n.language).toBe('de');
    expect(i18n.t('menu.more')).toBe('Mehr');
    expect(document.documentElement.lang).toBe('de');
  });

  it('maps a regional browser language to its base language (fr-CA → fr) and writes the cookie', async () => {
    stubNavigator(['fr-CA']);
    const { initI18n, i18n } = await freshModule();
    await initI18n();
    expect(i18n.language).toBe('fr');
    expect(readCookie('lang')).toBe('fr');
  });

  it('falls back to English for an unsupported browser language and writes the cookie', async () => {
    stubNavigator(['ja-JP', 'ja']);
    const writes = spyCookieWrites();
    const { initI18n, i18n } = await freshModule();
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(readCookie('lang')).toBe('en');
    const written = writes.find((w) => w.startsWith('lang=en'));
    // Cookie attribute names are case-insensitive (RFC 6265 §5.2).
    expect(written).toMatch(/; Path=\//i);
    expect(written).toMatch(/; Secure/i);
    expect(written).toMatch(/; SameSite=Lax/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(written ?? '')?.[1] ?? '').getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('ignores an unsupported cookie value and detects from the browser', async () => {
    document.cookie = 'lang=xx; path=/';
    stubNavigator(['it-IT']);
    const { initI18n, i18n } = await freshModule();
    await initI18n();
    expect(i18n.language).toBe('it');
  });

  it('honours an explicit lng and is idempotent', async () => {
    stubNavigator(['ru-RU']);
    const { initI18n, i18n } = await freshModule();
    const first = initI18n({ lng: 'es' });
    const second = initI18n({ lng: 'de' });
    expect(second).toBe(first);
    await expect(first).resolves.toBe(i18n);
    expect(i18n.language).toBe('es');
    expect(i18n.t('app.name')).toBe('Portal de Agentes');
  });
});

describe('changeLanguage', () => {
  it('sets the cookie, the language and <html lang>', async () => {
    stubNavigator(['en-US']);
    const { initI18n, changeLanguage, i18n, LANG_COOKIE } = await freshModule();
    await initI18n();
    await changeLanguage('ru');
    expect(i18n.language).toBe('ru');
    expect(readCookie(LANG_COOKIE)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe('© 2026 Портал агентов. Все права защищены.');
  });

  it('rejects an unsupported code', async () => {
    const { changeLanguage } = await freshModule();
    await expect(changeLanguage('pt' as never)).rejects.toThrow(RangeError);
  });
});

describe('registerTranslations (English bundled, other languages loaded when chosen)', () => {
  const texts = {
    en: { title: 'Hello {{name}}', nested: { a: 'A' } },
    es: { title: 'Hola {{name}}', nested: { a: 'A-es' } },
    fr: { title: 'Bonjour {{name}}', nested: { a: 'A-fr' } },
    de: { title: 'Hallo {{name}}', nested: { a: 'A-de' } },
    it: { title: 'Ciao {{name}}', nested: { a: 'A-it' } },
    ru: { title: 'Привет, {{name}}', nested: { a: 'A-ru' } },
  };
  /** Loaders that record which languages were asked for. */
  function recordingLoaders() {
    const asked: string[] = [];
    const loader = (code: keyof typeof texts) => async () => {
      asked.push(code);
      return texts[code];
    };
    return { asked, loaders: { es: loader('es'), fr: loader('fr'), de: loader('de'), it: loader('it'), ru: loader('ru') } };
  }

  it('adds English at once and loads no other language while English is chosen', async () => {
    const { initI18n, registerTranslations, createTranslationResource, i18n } = await freshModule();
    await initI18n({ lng: 'en' });
    const { asked, loaders } = recordingLoaders();
    registerTranslations(createTranslationResource({ namespace: 'demo', en: texts.en, loaders: loaders }));
    expect(i18n.t('demo:title', { name: 'Ava' })).toBe('Hello Ava');
    await i18n.loadNamespaces('demo');
    expect(asked).toEqual([]);
  });

  it('loads only the chosen language, on a change of language', async () => {
    const { initI18n, registerTranslations, createTranslationResource, changeLanguage, i18n } = await freshModule();
    await initI18n({ lng: 'en' });
    const { asked, loaders } = recordingLoaders();
    registerTranslations(createTranslationResource({ namespace: 'demo', en: texts.en, loaders: loaders }));
    await changeLanguage('fr');
    expect(asked).toEqual(['fr']);
    expect(i18n.t('demo:nested.a')).toBe('A-fr');
    await changeLanguage('de');
    expect(asked).toEqual(['fr', 'de']);
    expect(i18n.t('demo:title', { name: 'Leo' })).toBe('Hallo Leo');
  });

  it('loads the current language of a namespace registered before init', async () => {
    const { initI18n, registerTranslations, createTranslationResource, i18n } = await freshModule();
    const { asked, loaders } = recordingLoaders();
    registerTranslations(createTranslationResource({ namespace: 'early', en: texts.en, loaders: loaders }));
    await initI18n({ lng: 'it' });
    await i18n.loadNamespaces('early');
    expect(asked).toEqual(['it']);
    expect(i18n.t('early:title', { name: 'Uma' })).toBe('Ciao Uma');
  });

  it('has the chosen language of a namespace registered before init once init resolves (the menu labels of the first render)', async () => {
    const { initI18n, registerTranslations, createTranslationResource, i18n } = await freshModule();
    const { asked, loaders } = recordingLoaders();
    registerTranslations(createTranslationResource({ namespace: 'first', en: texts.en, loaders }));
    await initI18n({ lng: 'de' });
    expect(asked).toEqual(['de']);
    expect(i18n.t('first:nested.a')).toBe('A-de');
  });

  it('falls back to English for a key while a language has not loaded', async () => {
    const { initI18n, registerTranslations, createTranslationResource, i18n } = await freshModule();
    await initI18n({ lng: 'ru' });
    registerTranslations(createTranslationResource({ namespace: 'slow', en: texts.en, loaders: { ...recordingLoaders().loaders, ru: () => new Promise(() => {}) } }));
    expect(i18n.t('slow:nested.a')).toBe('A');
  });

  it('deep-merges English texts registered twice and keeps common the default namespace', async () => {
    const { initI18n, registerTranslations, createTranslationResource, i18n } = await freshModule();
    await initI18n({ lng: 'en' });
    registerTranslations(createTranslationResource({ namespace: 'demo', en: texts.en, loaders: recordingLoaders().loaders }));
    registerTranslations(createTranslationResource({ namespace: 'demo', en: { nested: { b: 'B' } }, loaders: recordingLoaders().loaders as never }));
    expect(i18n.t('demo:nested.a')).toBe('A');
    expect(i18n.t('demo:nested.b')).toBe('B');
    expect(i18n.t('common.loading')).toBe('Loading…');
  });
});

describe('a resource with lazy English (labels bundled, the rest loaded with the feature)', () => {
  const en = { menu: { demo: 'Demo' }, page: { title: 'Demo page' } };
  const others = { menu: { demo: 'Démo' }, page: { title: 'Page démo' } };
  const loaders = { es: async () => others, fr: async () => others, de: async () => others, it: async () => others, ru: async () => others };

  it('shows the labels at once and the rest once loadTranslations has run', async () => {
    const { initI18n, registerTranslations, createTranslationResource, loadTranslations, i18n } = await freshModule();
    await initI18n({ lng: 'en' });
    let englishLoads = 0;
    const resource = createTranslationResource({ namespace: 'lazy', en: async () => (englishLoads++, en), labels: { menu: en.menu }, loaders });
    registerTranslations(resource);
    expect(i18n.t('lazy:menu.demo')).toBe('Demo');
    expect(i18n.exists('lazy:page.title')).toBe(false);
    await loadTranslations('lazy');
    await loadTranslations(['lazy']);
    expect(i18n.t('lazy:page.title')).toBe('Demo page');
    expect(englishLoads).toBe(1);
  });

  it('reports labels that differ from the English texts, and the parity problems', async () => {
    const { createTranslationResource, translationReport } = await freshModule();
    const good = createTranslationResource({ namespace: 'lazy', en: async () => en, labels: { menu: en.menu }, loaders });
    expect(await translationReport(good)).toEqual([]);
    const wrong = createTranslationResource({ namespace: 'lazy', en: async () => en, labels: { menu: { demo: 'Other' } }, loaders: { ...loaders, ru: async () => ({ menu: { demo: 'Демо' } }) as never } });
    expect(await translationReport(wrong)).toEqual(['ru: missing page.title', 'en: labels.menu differ from the English texts']);
  });
});

describe('loadEveryLanguage and translationProblems', () => {
  it('finds missing, extra and empty keys and changed placeholders', async () => {
    const { loadEveryLanguage, translationProblems } = await freshModule();
    const en = { a: 'A {{n}}', b: { c: 'C' } };
    const ok = { a: 'x {{n}}', b: { c: 'y' } };
    const all = await loadEveryLanguage(en, {
      es: async () => ok,
      fr: async () => ({ a: 'x {{m}}', b: { c: 'y' } }),
      de: async () => ({ a: 'x {{n}}', b: { c: ' ' } }),
      it: async () => ({ a: 'x {{n}}', b: {} }) as never,
      ru: async () => ({ ...ok, z: 'extra' }),
    });
    expect(translationProblems(all)).toEqual([
      'fr: placeholders of a differ from English',
      'de: empty b.c',
      'it: missing b.c',
      'ru: extra z',
    ]);
    expect(translationProblems({ ...all, fr: ok, de: ok, it: ok, ru: ok })).toEqual([]);
  });
});
