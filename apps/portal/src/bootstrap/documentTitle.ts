import { DEFAULT_LANGUAGE, i18n, isSupportedLanguage } from '@agent-portal/i18n';
import { manifestFileName } from './manifestFile';

/**
 * The web app manifest of a language: `/manifest-<lang>.webmanifest` (its name, short name and
 * shortcuts in that language; `vite/pwa.ts`), `/manifest.webmanifest` for English and any language
 * the portal does not have.
 */
export function manifestHref(language: string | undefined): string {
  const base = language?.split('-')[0];
  return `/${manifestFileName(isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE)}`;
}

/**
 * Keeps the tab's title (`document.title`, "Agent Portal" in index.html) the product's name in the
 * agent's language (`app.name`: "Agentenportal" in de, as the top bar's logo and the footer say;
 * issue #29, spec §2), and the page's web app manifest link that of the agent's language, so the
 * portal installs under its name in that language (issue #32 §3). Call once i18n has started.
 * @param instance - the i18next instance (default: the portal's one).
 * @returns the function that stops following the language.
 */
export function syncDocumentTitle(instance: Pick<typeof i18n, 'on' | 'off' | 't'> & { language?: string } = i18n): () => void {
  const sync = () => {
    document.title = instance.t('app.name', { ns: 'common' });
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = manifestHref(instance.language);
    if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
  };
  sync();
  instance.on('languageChanged', sync);
  return () => instance.off('languageChanged', sync);
}
