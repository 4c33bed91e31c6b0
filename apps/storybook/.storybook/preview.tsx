import { SUPPORTED_LANGUAGES, changeLanguage, i18n, initI18n } from '@agent-portal/i18n';
import type { LanguageCode } from '@agent-portal/i18n';
import { ThemeModeProvider, ToastProvider, useThemeMode } from '@agent-portal/ui-kit';
import type { ThemeMode } from '@agent-portal/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

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
      await initI18n({ lng: 'en' });
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
