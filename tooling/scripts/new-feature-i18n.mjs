/**
 * The translation files of a feature scaffolded by `pnpm new:feature` (issue #30): its labels, English
 * texts, their type, the five other languages, the translation resource and its test, written through
 * the caller's `write(file, text)`. Split from new-feature.mjs, which writes the rest of the package.
 */

/**
 * Writes `src/i18n/*` of a new feature.
 * @param {{ write: (file: string, text: string) => void, camel: string, Pascal: string, title: string, NS_CONST: string, translationsVar: string }} names
 */
export function writeTranslations({ write, camel, Pascal, title, NS_CONST, translationsVar }) {
  /** The template's texts: the feature's name (translate it) and a subtitle and an empty state in every language. */
  const texts = {
    en: { subtitle: 'A new part of the portal.', empty: 'Nothing here yet', hint: 'This page fills in as the feature grows.', language: 'English' },
    es: { subtitle: 'Una nueva sección del portal.', empty: 'Todavía no hay nada aquí', hint: 'Esta página se completará a medida que crezca la función.', language: 'Spanish' },
    fr: { subtitle: 'Une nouvelle partie du portail.', empty: 'Rien ici pour le moment', hint: 'Cette page se remplira au fil des évolutions.', language: 'French' },
    de: { subtitle: 'Ein neuer Bereich des Portals.', empty: 'Hier ist noch nichts', hint: 'Diese Seite füllt sich, sobald die Funktion wächst.', language: 'German' },
    it: { subtitle: 'Una nuova sezione del portale.', empty: 'Ancora niente qui', hint: 'Questa pagina si riempirà man mano che la funzione cresce.', language: 'Italian' },
    ru: { subtitle: 'Новый раздел портала.', empty: 'Здесь пока ничего нет', hint: 'Эта страница наполнится по мере развития раздела.', language: 'Russian' },
  };
  const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

  write(
    'src/i18n/labels.ts',
    `/**
 * The English menu and page labels of the \`${camel}\` namespace: what the shell shows before any of the
 * feature's code has loaded. They travel with the feature object (its \`translations\`); \`en.ts\`
 * spreads them, so every language file has them (\`menu.*\`, \`pages.*\`; issue #30).
 */
export const labels = {
  menu: {
    ${camel}: ${quote(title)},
  },
  pages: {
    ${camel}: ${quote(title)},
  },
} as const;
`,
  );
  write(
    'src/i18n/en.ts',
    `import { labels } from './labels.js';

/** English texts of the \`${camel}\` namespace: the reference every other language matches, and the fallback. */
export const en = {
  ...labels,
  page: {
    subtitle: ${quote(texts.en.subtitle)},
  },
  empty: {
    title: ${quote(texts.en.empty)},
    description: ${quote(texts.en.hint)},
  },
} as const;
`,
  );
  write(
    'src/i18n/types.ts',
    `import type { DeepStringRecord } from '@agent-portal/i18n';
import type { en } from './en.js';

/** The shape every language of the \`${camel}\` namespace has: a missing or extra key is a compile error. */
export type ${Pascal}Resources = DeepStringRecord<typeof en>;
`,
  );
  for (const code of ['es', 'fr', 'de', 'it', 'ru']) {
    const t = texts[code];
    write(
      `src/i18n/${code}.ts`,
      `import type { ${Pascal}Resources } from './types.js';

/** ${t.language} texts of the \`${camel}\` namespace. */
export const ${code}: ${Pascal}Resources = {
  menu: {
    ${camel}: ${quote(title)},
  },
  pages: {
    ${camel}: ${quote(title)},
  },
  page: {
    subtitle: ${quote(t.subtitle)},
  },
  empty: {
    title: ${quote(t.empty)},
    description: ${quote(t.hint)},
  },
};
`,
    );
  }
  write(
    'src/i18n/index.ts',
    `import { createTranslationResource } from '@agent-portal/i18n';
import type { en } from './en.js';
import { labels } from './labels.js';

/** The i18next namespace of the ${title} feature: \`useTranslation(${NS_CONST})\`. */
export const ${NS_CONST} = '${camel}';

/**
 * The translations of the ${title} feature: registered by the shell at start-up
 * (\`registerTranslations\`), never on import. Its menu and page labels are bundled; the English texts
 * and each other language are chunks of their own, loaded when its route opens
 * (\`loadTranslations\`) or the language is chosen.
 */
export const ${translationsVar} = createTranslationResource<typeof en>({
  namespace: ${NS_CONST},
  en: () => import('./en.js').then((m) => m.en),
  labels,
  loaders: {
    es: () => import('./es.js').then((m) => m.es),
    fr: () => import('./fr.js').then((m) => m.fr),
    de: () => import('./de.js').then((m) => m.de),
    it: () => import('./it.js').then((m) => m.it),
    ru: () => import('./ru.js').then((m) => m.ru),
  },
});
`,
  );
  write(
    'src/i18n/i18n.test.ts',
    `import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { ${translationsVar} } from './index.js';

/** Texts rightly the same as in English, each with why. */
const ALLOWED: SameAsEnglish[] = [
  // The scaffold names the feature by NAME in every language: translate \`menu.${camel}\` and
  // \`pages.${camel}\` in es, fr, de, it and ru, then remove these two lines.
  { key: 'menu.${camel}', language: '*', why: 'the name given to pnpm new:feature, to be translated' },
  { key: 'pages.${camel}', language: '*', why: 'the name given to pnpm new:feature, to be translated' },
];

describe('${camel} namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(${translationsVar}, ALLOWED)).toEqual([]);
  });
});
`,
  );
}
