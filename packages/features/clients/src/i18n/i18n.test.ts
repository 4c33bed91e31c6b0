import { loadEveryLanguage, translationProblems } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { clientsLoaders } from './index.js';

describe('clients namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every English key in every language, none empty, the same placeholders', async () => {
    expect(translationProblems(await loadEveryLanguage(en, clientsLoaders))).toEqual([]);
  });
});
