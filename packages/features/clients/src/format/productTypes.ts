import { useProductTypeLabel } from '@agent-portal/ui-kit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A function wording a list of product type titles (the gateway's English titles, spec §3
 * `products.product_type.title`) in the page's language, each through ui-kit's
 * `useProductTypeLabel` and joined with the language's `Intl.ListFormat` (narrow conjunction:
 * "Term Life, Whole Life" in English, "Risikolebensversicherung und Lebenslange
 * Todesfallversicherung" in German) (issue #29). An unknown title is shown as sent.
 * @returns `(titles: readonly string[]) => string`, stable while the language does not change.
 */
export function useProductTypeList(): (titles: readonly string[]) => string {
  const label = useProductTypeLabel();
  const { i18n } = useTranslation();
  const list = useMemo(() => new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' }), [i18n.language]);
  return useCallback((titles: readonly string[]) => list.format(titles.map(label)), [list, label]);
}
