import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { notificationsTranslations } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  { key: 'menu.notifications', language: 'fr', why: 'French "Notifications" is spelled as in English' },
  { key: 'page.title', language: 'fr', why: 'French "Notifications" is spelled as in English' },
  { key: 'menuTitle', language: 'fr', why: 'French "Notifications" is spelled as in English' },
  { key: 'goToPage', language: 'fr', why: 'French "Page" is spelled as in English' },
];

describe('notifications namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(notificationsTranslations, ALLOWED)).toEqual([]);
  });
});
