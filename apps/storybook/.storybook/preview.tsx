import { SUPPORTED_LANGUAGES, changeLanguage, i18n, initI18n, loadTranslations, registerTranslations } from '@agent-portal/i18n';
import type { LanguageCode } from '@agent-portal/i18n';
import { payCycleTranslations } from '@agent-portal/pay-cycle';
import { ThemeModeProvider, ToastProvider, uiKitTranslations, useThemeMode } from '@agent-portal/ui-kit';
import type { ThemeMode } from '@agent-portal/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { storyFeatures } from './features.js';

/** Every namespace the stories use: ui-kit's, pay-cycle's and each feature's (issue #30: nothing registers itself on import). */
const translations = [uiKitTranslations, payCycleTranslations, ...storyFeatures.flatMap((feature) => feature.translations ?? [])];
let registered = false;

/** Registers the stories' translations once, starts i18n and loads every namespace's English texts in full. */
async function startI18n(): Promise<void> {
  if (!registered) registerTranslations(...translations);
  registered = true;
  await initI18n({ lng: 'en' });
  await loadTranslations(translations.map((resource) => resource.namespace));
}

/** Applies the toolbar's theme global to the portal's ThemeModeProvider. */
function ThemeSync({ mode }: { mode: ThemeMode }) {
  const { setMode } = useThemeMode();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/** Applies the toolbar's locale global (cookie, i18next language, <html lang>). */
function LocaleSync({ locale }: { locale: LanguageCode }) {
  useEffect(() => {
    if (i18n.language !== locale) void changeLanguage(locale);
  }, [locale]);
  return null;
}

/**
 * Every story runs inside the portal's providers: i18n, theme (light/dark from
 * the toolbar) and toasts. Packages that need more (a Redux store, a router)
 * add their own decorators in their stories.
 */
const withPortalProviders: Decorator = (Story, context) => {
  const mode = (context.globals.theme as ThemeMode | undefined) ?? 'light';
  const locale = (context.globals.locale as LanguageCode | undefined) ?? 'en';
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider defaultMode={mode}>
        <ThemeSync mode={mode} />
        <LocaleSync locale={locale} />
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map(({ code, label }) => ({ value: code, title: label, right: code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  loaders: [
    async () => {
      await startI18n();
      return {};
    },
  ],
  decorators: [withPortalProviders],
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
};

export default preview;
