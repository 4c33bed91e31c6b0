// Vitest setup of the story tests (vitest.config.ts): the preview's annotations, then per story a
// theme and a language chosen from its id — so a story always gets the same pair, and across the
// stories both themes and all six languages render —, and axe once the play function has run.
import { SUPPORTED_LANGUAGES, changeLanguage } from '@agent-portal/i18n';
import type { LanguageCode } from '@agent-portal/i18n';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import preview from './preview.js';
import { expectNoSeriousAxeViolations, type StoryA11yParameters } from './vitest.axe.js';

// The play functions' `findBy…`/`waitFor` wait up to 5 s, not Testing Library's 1 s, as the unit
// tests do (vitest-config's setup-dom.js): on the loaded 2-core CI machine a lazily loaded part can
// take over a second to show. (BankAccount's InvalidSubmit, once blamed on this, was a focus bug:
// ui-kit's submitWithValidation pulled the focus back while the play function typed.)
configure({ asyncUtilTimeout: 5000 });

const languages: LanguageCode[] = SUPPORTED_LANGUAGES.map(({ code }) => code);

/** A stable hash of a story id (FNV-1a, 32 bits). */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The story's theme and language: 12 pairs, spread over the stories by their ids. */
export function storyGlobals(storyId: string): { theme: 'light' | 'dark'; locale: LanguageCode } {
  const h = hash(storyId);
  return { theme: h % 2 === 0 ? 'light' : 'dark', locale: languages[Math.floor(h / 2) % languages.length] };
}

setProjectAnnotations([
  preview,
  {
    loaders: [
      async (context) => {
        const { theme, locale } = storyGlobals(context.id);
        await changeLanguage(locale);
        // The preview's decorators read these: ThemeSync applies the theme, LocaleSync keeps the language.
        context.globals.theme = theme;
        context.globals.locale = locale;
        return {};
      },
    ],
    afterEach: ({ parameters }) => expectNoSeriousAxeViolations(parameters.a11y as StoryA11yParameters | undefined),
  },
]);
