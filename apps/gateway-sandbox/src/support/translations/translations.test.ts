import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, FAQ } from '../content.js';
import { HELP_TEXT_LANGUAGES } from '../helpTexts.js';
import { HELP_TRANSLATIONS } from './index.js';

// Issue #29 item 2: the FAQ and the announcements in de, es, fr, it and ru have English's shape —
// the seed pairs them with the English rows by category key, position and order — and are
// written for the language: no text left empty or identical to its English counterpart.

const paragraphs = (text: string) => text.split('\n\n').length;

describe.each(HELP_TEXT_LANGUAGES)('the help in %s', (lang) => {
  const help = HELP_TRANSLATIONS[lang];

  it('FAQ: the English categories by key and order, six questions each, as many paragraphs as English', () => {
    expect(help.faq.map((c) => c.key)).toEqual(FAQ.map((c) => c.key));
    help.faq.forEach((category, c) => {
      const english = FAQ[c]!;
      expect(category.questions, category.key).toHaveLength(6);
      expect(english.questions).toHaveLength(6);
      category.questions.forEach(([question, answer], q) => {
        const [englishQuestion, englishAnswer] = english.questions[q]!;
        expect(paragraphs(question), `${category.key} ${q + 1}`).toBe(paragraphs(englishQuestion));
        expect(paragraphs(answer), `${category.key} ${q + 1}: ${question}`).toBe(paragraphs(englishAnswer));
      });
    });
  });

  it('announcements: 15, in English order, as many paragraphs as English', () => {
    expect(help.announcements).toHaveLength(15);
    expect(ANNOUNCEMENTS).toHaveLength(15);
    help.announcements.forEach((announcement, i) => {
      expect(paragraphs(announcement.title), `${i}`).toBe(paragraphs(ANNOUNCEMENTS[i]!.title));
      expect(paragraphs(announcement.body), `${i}: ${announcement.title}`).toBe(paragraphs(ANNOUNCEMENTS[i]!.body));
    });
  });

  it('no text is empty or identical to its English counterpart', () => {
    const pairs: Array<[text: string, english: string]> = [
      ...help.faq.flatMap((category, c) => [
        [category.title, FAQ[c]!.title] as [string, string],
        ...category.questions.flatMap(([question, answer], q) => [
          [question, FAQ[c]!.questions[q]![0]] as [string, string],
          [answer, FAQ[c]!.questions[q]![1]] as [string, string],
        ]),
      ]),
      ...help.announcements.flatMap((announcement, i) => [
        [announcement.title, ANNOUNCEMENTS[i]!.title] as [string, string],
        [announcement.body, ANNOUNCEMENTS[i]!.body] as [string, string],
      ]),
    ];
    expect(pairs).toHaveLength(5 + 30 * 2 + 15 * 2);
    for (const [text, english] of pairs) {
      expect(text.trim(), english).not.toBe('');
      expect(text, english).not.toBe(english);
    }
  });
});
