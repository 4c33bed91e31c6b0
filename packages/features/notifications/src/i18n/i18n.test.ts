import { loadEveryLanguage, translationProblems } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { notificationsLoaders } from './index.js';

describe('notifications namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, notificationsLoaders))).toEqual([]);
  });
});
