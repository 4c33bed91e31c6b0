import { changeLanguage, type LanguageCode } from '@agent-portal/i18n';
import { act } from '@testing-library/react';

/**
 * Runs `body` with the page in `language` (i18next switched inside `act`), then back in English
 * (the setup file's language) even when `body` fails, so the next test starts in English.
 * @param language - e.g. `'de'` (issue #29).
 * @param body - the test's steps in that language.
 */
export async function inLanguage(language: LanguageCode, body: () => Promise<void>): Promise<void> {
  await act(() => changeLanguage(language));
  try {
    await body();
  } finally {
    await act(() => changeLanguage('en'));
  }
}
