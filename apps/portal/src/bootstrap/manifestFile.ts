/**
 * The file name of a language's web app manifest (issue #32 §3): `manifest.webmanifest` for
 * English, `manifest-<lang>.webmanifest` for each other language. The one rule, shared by the build
 * that writes the files (`vite/pwa.ts`) and the page that links the agent's (`documentTitle.ts`).
 * @param language - a language code of the portal, e.g. `de`.
 */
export function manifestFileName(language: string): string {
  return language === 'en' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`;
}
