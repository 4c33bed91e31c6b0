import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { dashboardTranslations } from './index.js';

/** Texts of the namespace rightly the same as in English (issue #29), each with why. */
const ALLOWED: SameAsEnglish[] = [{ key: 'earnings.commissions', language: 'fr', why: '"Commissions" is the French word too' }];

describe('dashboard namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(dashboardTranslations, ALLOWED)).toEqual([]);
  });
});
