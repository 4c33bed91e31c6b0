/**
 * The translation files of a feature scaffolded by `pnpm new:feature` (issue #30): its labels, English
 * texts and the five other languages (`locales/`), their type, the translation resource, its allow-list of
 * texts left as in English and its test, written through the caller's `write(file, text)`. Split from
 * new-feature.mjs, which writes the rest of the package.
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
    'src/i18n/locales/en.ts',
    `import { labels } from '../labels.js';

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
import type { en } from './locales/en.js';

/** The shape every language of the \`${camel}\` namespace has: a missing or extra key is a compile error. */
export type ${Pascal}Resources = DeepStringRecord<typeof en>;
`,
  );
  for (const code of ['es', 'fr', 'de', 'it', 'ru']) {
    const t = texts[code];
    write(
      `src/i18n/locales/${code}.ts`,
      `import type { ${Pascal}Resources } from '../types.js';

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
import { labels } from './labels.js';
import type { en } from './locales/en.js';

/** The i18next namespace of the ${title} feature: \`useTranslation(${NS_CONST})\`. */
export const ${NS_CONST} = '${camel}';

/**
 * The translations of the ${title} feature: registered by the shell at start-up
 * (\`registerTranslations\`), never on import. Its menu and page labels are bundled; the English texts
 * and each other language are chunks of their own (\`locales/<language>.ts\`), loaded when its route
 * opens (\`loadTranslations\`) or the language is chosen.
 */
export const ${translationsVar} = createTranslationResource<typeof en>({
  namespace: ${NS_CONST},
  labels,
  load: (language) => import(\`./locales/\${language}.js\`),
});
`,
  );
  write(
    'src/i18n/same-as-english.json',
    `[
  { "key": "menu.${camel}", "language": "*", "why": "the name given to pnpm new:feature: translate it in es, fr, de, it and ru, then remove this entry" },
  { "key": "pages.${camel}", "language": "*", "why": "the name given to pnpm new:feature: translate it in es, fr, de, it and ru, then remove this entry" }
]
`,
  );
  write(
    'src/i18n/i18n.test.ts',
    `import { describeTranslations } from '@agent-portal/test-utils';
import { ${translationsVar} } from './index.js';
import sameAsEnglish from './same-as-english.json' with { type: 'json' };

// Every key in every language, none left in English outside same-as-english.json (ARCHITECTURE §7).
describeTranslations(${translationsVar}, sameAsEnglish);
`,
  );
}
