import { translationReport, type SameAsEnglish } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { helpTranslations } from './index.js';

/** Texts rightly the same as in English (issue #29 item 4), each with why. */
const ALLOWED: SameAsEnglish[] = [
  { key: 'menu.faq', language: 'fr', why: '"FAQ" is the abbreviation French uses too' },
  { key: 'home.faq', language: '*', why: '"FAQ" is the abbreviation German, French and Italian use as is' },
  { key: 'tickets.number', language: '*', why: '"Ticket" is the word Spanish, French, German and Italian support desks use' },
  { key: 'contact.topics.GENERAL', language: 'es', why: 'Spanish "General" is spelled as in English' },
  { key: 'priorities.NORMAL', language: '*', why: '"Normal" is spelled as in English in Spanish and German' },
  { key: 'contact.message', language: 'fr', why: 'French "Message" is spelled as in English' },
  { key: 'ticket.description', language: 'fr', why: 'French "Description" is spelled as in English' },
  { key: 'form.description', language: 'fr', why: 'French "Description" is spelled as in English' },
  { key: 'ticket.conversation', language: 'fr', why: 'French "Conversation" is spelled as in English' },
  { key: 'categories.COMMISSIONS', language: 'fr', why: 'French "Commissions" is spelled as in English' },
  { key: 'categories.DOCUMENTS', language: 'fr', why: 'French "Documents" is spelled as in English' },
  { key: 'contact.topics.FEEDBACK', language: 'de', why: 'German uses "Feedback" as is' },
  { key: 'tickets.status', language: 'de', why: 'German uses "Status" as is' },
];

describe('help namespace (six languages, ARCHITECTURE §7)', () => {
  it('has every key in every language, none empty, the same placeholders, none left in English outside its allow-list', async () => {
    expect(await translationReport(helpTranslations, ALLOWED)).toEqual([]);
  });
});
