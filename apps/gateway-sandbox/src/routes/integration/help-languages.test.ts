import type { AnnouncementPage, Faq, GatewayEnvelope } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, FAQ } from '../../support/content.js';
import { HELP_TRANSLATIONS } from '../../support/translations/index.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/harness.js';
import { ADMIN_HEADER } from '../sandbox-admin/admin.js';

// Issue #29 item 2: the FAQ and the announcements answer in the caller's language (Accept-Language,
// English fallback per row), and the FAQ's search reads the texts of that language
// (docs/CONTRACTS.md "Support", "Announcements"; spec §2).
const ADMIN = 'help-languages-admin';
const HELP = HELP_TRANSLATIONS;
let t: TestApp;
let ava: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ sandboxAdminToken: ADMIN });
  ava = await signIn(t.app, 'ava');
});
afterAll(() => t.close());

const V1 = '/integration/v1';
const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url: `${V1}${url}`, headers: { ...ava.headers, ...(language ? { 'accept-language': language } : {}) } });
const faq = async (language?: string, search?: string) => {
  const response = await get(`/support/faq${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`, language);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers.vary).toMatch(/accept-language/i);
  return (response.json() as GatewayEnvelope<Faq>).data;
};
const announcements = async (language?: string) => {
  const response = await get('/announcements/get-announcments?limit=100', language);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers.vary).toMatch(/accept-language/i);
  return (response.json() as AnnouncementPage).data;
};
const admin = (payload: object) => t.app.inject({ method: 'POST', url: '/sandbox/announcements', headers: { [ADMIN_HEADER]: ADMIN }, payload });
const englishQuestions = new Set(FAQ.flatMap((c) => c.questions.map(([q]) => q)));
const CYRILLIC = /[а-яё]/i;

describe('the FAQ in the caller’s language', () => {
  it('ru: Russian category titles, questions and answers, in the English order', async () => {
    const data = await faq('ru');
    expect(data.count).toBe(30);
    expect(data.categories.map((c) => c.key)).toEqual(FAQ.map((c) => c.key));
    expect(data.categories.map((c) => c.title)).toEqual(HELP.ru.faq.map((c) => c.title));
    data.categories.forEach((category, c) => {
      expect(category.questions.map((q) => [q.question, q.answer])).toEqual(HELP.ru.faq[c]!.questions.map(([q, a]) => [q, a]));
    });
    for (const category of data.categories) expect(category.title).toMatch(CYRILLIC);
  });

  it('ru: a Russian word of a Russian question finds it (any case, ё as е), and no answer is English', async () => {
    const [question] = HELP.ru.faq[0]!.questions[0]!;
    const word = question.split(/[^а-яё]+/i).sort((a, b) => b.length - a.length)[0]!;
    expect(word.length).toBeGreaterThanOrEqual(5);
    for (const search of [word, word.toUpperCase(), word.replace(/ё/g, 'е')]) {
      const data = await faq('ru', search);
      const questions = data.categories.flatMap((c) => c.questions.map((q) => q.question));
      expect(questions, search).toContain(question);
      for (const found of questions) {
        expect(englishQuestions.has(found), found).toBe(false);
        expect(found).toMatch(CYRILLIC);
      }
    }
    // English finds nothing by that word: it searches the English texts, exactly as before.
    expect((await faq('en', word)).count).toBe(0);
  });

  it('ru: a search folds ё to е on both sides', async () => {
    const texts = HELP.ru.faq.flatMap((c) => c.questions.map(([q, a]) => `${q} ${a}`));
    const word = texts.join(' ').split(/[^а-яё]+/i).find((w) => w.includes('ё') && w.length >= 4);
    if (!word) return; // no ё in the Russian FAQ: nothing to fold
    const data = await faq('ru', word.replace(/ё/g, 'е').toUpperCase());
    expect(data.count).toBeGreaterThan(0);
  });

  it('de-AT reads German; an unsupported language and none read English', async () => {
    const german = await faq('de-AT,en;q=0.5');
    expect(german.categories.map((c) => c.title)).toEqual(HELP.de.faq.map((c) => c.title));
    expect(german.categories[0]!.questions[0]!.question).toBe(HELP.de.faq[0]!.questions[0]![0]);
    for (const language of ['ja', undefined]) {
      const english = await faq(language);
      expect(english.categories.map((c) => c.title)).toEqual(FAQ.map((c) => c.title));
      expect(english.categories[0]!.questions[0]!.question).toBe(FAQ[0]!.questions[0]![0]);
    }
  });
});

describe('announcements in the caller’s language', () => {
  it('fr: the seeded announcements in French, same ids and order as English', async () => {
    const english = await announcements('en');
    const french = await announcements('fr-CA,fr;q=0.9');
    expect(french.map((a) => [a.id, a.published_at, a.pinned])).toEqual(english.map((a) => [a.id, a.published_at, a.pinned]));
    let seeded = 0;
    english.forEach((a, i) => {
      const index = ANNOUNCEMENTS.findIndex((s) => s.title === a.title);
      if (index < 0) return;
      seeded += 1;
      expect(french[i]).toMatchObject({ title: HELP.fr.announcements[index]!.title, body: HELP.fr.announcements[index]!.body });
    });
    expect(seeded).toBe(15);
  });

  it('one posted in English only reads English in ru; one posted with a Russian text reads Russian in ru, English in de', async () => {
    const plain = await admin({ title: 'Office closed on Friday', body: 'The support desk answers again on Monday.' });
    expect(plain.statusCode, plain.body).toBe(201);
    const translated = await admin({
      title: 'New training webinar',
      body: 'Join the product webinar on Thursday.',
      translations: { ru: { title: 'Новый обучающий вебинар', body: 'Присоединяйтесь к вебинару о продуктах в четверг.' } },
    });
    expect(translated.statusCode, translated.body).toBe(201);
    const byId = (list: AnnouncementPage['data'], id: number) => list.find((a) => a.id === id)!;
    const ru = await announcements('ru');
    expect(byId(ru, plain.json().data.id)).toMatchObject({ title: 'Office closed on Friday', body: 'The support desk answers again on Monday.' });
    expect(byId(ru, translated.json().data.id)).toMatchObject({ title: 'Новый обучающий вебинар', body: 'Присоединяйтесь к вебинару о продуктах в четверг.' });
    expect(byId(await announcements('de'), translated.json().data.id)).toMatchObject({ title: 'New training webinar' });
  });

  it('bad translations → 400 and nothing stored', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT ((SELECT count(*) FROM announcements) + (SELECT count(*) FROM announcement_texts))::int AS n'))[0]!.n;
    const before = await count();
    for (const translations of [
      { en: { title: 'English', body: 'Not a translation.' } },
      { xx: { title: 'Title', body: 'Body' } },
      { ru: { title: '', body: 'Пусто.' } },
      { ru: { title: 'Заголовок' } },
      { ru: { title: 'Заголовок', body: 'Текст.', pinned: true } },
      { ru: 'Заголовок' },
      [],
    ]) {
      const response = await admin({ title: 'Title', body: 'Body', translations });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});
