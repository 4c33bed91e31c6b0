import { loadEveryLanguage, translationProblems } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { formsLoaders } from './index.js';

describe('forms namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, formsLoaders))).toEqual([]);
  });
});
