import { useTranslation } from 'react-i18next';
import type { PagedListTexts } from './PagedDataTable.js';

/** The key of each text of a {@link PagedDataTable} in the list's namespace, when it is not `<prefix>.<text>`: e.g. `{ reset: 'list.filters.clear' }`. */
export type PagedListTextKeys = Partial<Readonly<Record<keyof PagedListTexts, string>>>;

const REQUIRED = ['loadError', 'empty', 'pagination'] as const;
const OPTIONAL = ['emptyHint', 'noMatch', 'noMatchHint', 'reset'] as const;

/**
 * A {@link PagedDataTable}'s texts from the list's own namespace (issue #30), in the page's language:
 * each text `<prefix>.<text>` — `loadError`, `empty`, `pagination`, and where the namespace has them
 * `emptyHint`, `noMatch`, `noMatchHint`, `reset` and `goToPage` (with `{{page}}`) — unless `keys`
 * names another key of the namespace. A list whose namespace has no `noMatch` has no no-match state;
 * one without `goToPage` keeps ui-kit's "Go to page N".
 * @param namespace - the list's i18next namespace, e.g. `'clients'`.
 * @param prefix - where its texts are, e.g. `'list'` (`list.loadError`, `list.empty`, …); `''` for the namespace's top level.
 * @param keys - the texts kept elsewhere, e.g. `{ reset: 'list.filters.clear' }`.
 * @returns the texts (a new object each render, as an inline `texts={{ … }}` is).
 * @example
 * const texts = usePagedListTexts(CLIENTS_NS, 'list', { reset: 'list.filters.clear' });
 * return <PagedDataTable {...list} aria-label={t('list.table')} columns={columns} texts={texts} />;
 */
export function usePagedListTexts(namespace: string, prefix: string, keys: PagedListTextKeys = {}): PagedListTexts {
  const { t, i18n } = useTranslation(namespace);
  const key = (text: keyof PagedListTexts) => keys[text] ?? (prefix ? `${prefix}.${text}` : text);
  const has = (text: keyof PagedListTexts) => i18n.exists(key(text), { ns: namespace });
  const texts: Record<string, unknown> = Object.fromEntries(REQUIRED.map((text) => [text, t(key(text))]));
  for (const text of OPTIONAL) if (has(text)) texts[text] = t(key(text));
  if (has('goToPage')) texts.goToPage = (page: number) => t(key('goToPage'), { page });
  return texts as unknown as PagedListTexts;
}
