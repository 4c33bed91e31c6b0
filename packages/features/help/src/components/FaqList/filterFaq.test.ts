import type { FaqCategory } from '@agent-portal/api-client/wire';
import { describe, expect, it } from 'vitest';
import { filterFaq, fold } from './filterFaq.js';

const faq = [
  {
    id: 1,
    title: 'Лицензия',
    questions: [
      { id: 1, question: 'Как запросить лицензию?', answer: 'Загрузите сертификат в разделе «Основные документы».' },
      { id: 2, question: 'Истекает ли моя лицензия?', answer: 'Да, её срок указан на странице «Соответствие».' },
    ],
  },
  { id: 2, title: 'Provisionen', questions: [{ id: 3, question: 'Wann wird meine Provision gezahlt?', answer: 'Jeden Mittwoch für die Vorwoche.' }] },
] as unknown as FaqCategory[];

const ids = (categories: FaqCategory[]) => categories.flatMap((c) => c.questions.map((q) => q.id));

describe('filterFaq (issue #12; issue #29: the FAQ in the page’s language)', () => {
  it('finds Russian questions by Russian words, any case; Cyrillic is kept, not stripped', () => {
    expect(ids(filterFaq(faq, 'лицензию'))).toEqual([1]);
    expect(ids(filterFaq(faq, 'ЛИЦЕНЗИЯ срок'))).toEqual([2]);
    expect(ids(filterFaq(faq, 'сертификат документы'))).toEqual([1]);
    expect(ids(filterFaq(faq, 'лицензия xyz'))).toEqual([]);
  });

  it('folds ё to е and й to и on both sides, and German umlauts as accents', () => {
    expect(ids(filterFaq(faq, 'ее срок'))).toEqual([2]);
    expect(fold('Её')).toBe('ее');
    expect(ids(filterFaq(faq, 'fur vorwoche'))).toEqual([3]);
  });
});
