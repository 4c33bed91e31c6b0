import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { clientsTranslations } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  { key: 'menu.clients', language: 'fr', why: 'French "Clients" is spelled as in English' },
  { key: 'common.clients', language: 'fr', why: 'French "Clients" is spelled as in English' },
  { key: 'list.table', language: 'fr', why: 'French "Clients" is spelled as in English' },
  { key: 'list.columns.client', language: 'fr', why: 'French "Client" is spelled as in English' },
  { key: 'common.policyStatus.ACTIVE', language: 'fr', why: 'French "Active" (une police active) is spelled as in English' },
  { key: 'detail.policies.columns.status', language: 'de', why: 'German uses "Status" as is' },
  { key: 'detail.contact.email', language: 'it', why: 'Italian uses "Email" as is' },
];

describe('clients namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(clientsTranslations, ALLOWED)).toEqual([]);
  });
});
