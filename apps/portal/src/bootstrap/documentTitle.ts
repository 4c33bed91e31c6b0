import { i18n } from '@agent-portal/i18n';

/**
 * Keeps the tab's title (`document.title`, "Agent Portal" in index.html) the product's name in the
 * agent's language (`app.name`: "Agentenportal" in de, as the top bar's logo and the footer say;
 * issue #29, spec §2). Call once i18n has started.
 * @param instance - the i18next instance (default: the portal's one).
 * @returns the function that stops following the language.
 */
export function syncDocumentTitle(instance: Pick<typeof i18n, 'on' | 'off' | 't'> = i18n): () => void {
  const sync = () => {
    document.title = instance.t('app.name', { ns: 'common' });
  };
  sync();
  instance.on('languageChanged', sync);
  return () => instance.off('languageChanged', sync);
}
