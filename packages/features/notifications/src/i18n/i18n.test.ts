import { loadEveryLanguage, translationProblems, untranslatedTexts, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { notificationsLoaders } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  { key: 'page.title', language: 'fr', why: 'French "Notifications" is spelled as in English' },
  { key: 'menuTitle', language: 'fr', why: 'French "Notifications" is spelled as in English' },
  { key: 'goToPage', language: 'fr', why: 'French "Page" is spelled as in English' },
];

describe('notifications namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, notificationsLoaders))).toEqual([]);
  });

  it('leaves no text as in English outside its allow-list', async () => {
    expect(untranslatedTexts(await loadEveryLanguage(en, notificationsLoaders), ALLOWED)).toEqual([]);
  });
});
