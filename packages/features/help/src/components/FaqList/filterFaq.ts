import type { FaqCategory } from '@agent-portal/api-client/wire';

/** Lower case without accents (NFD + combining marks removed): "Licénce" → "licence". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The FAQ filtered by `query` in the browser as the agent types (issue #12 `help/faq`): questions
 * whose question or answer holds every word of the query, case- and accent-insensitive (like the
 * gateway's `search`); categories left empty are dropped. An empty query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((q) => {
        const text = fold(`${q.question} ${q.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.questions.length > 0);
}
