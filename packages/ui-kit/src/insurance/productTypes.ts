import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';
import { en } from '../i18n/en.js';

/**
 * The product types of the gateway (spec §3 `products.product_type.title`), by their English
 * title: the title is the value on the wire (a filter's value, a search's field), so it stays as
 * it is there and is worded in the agent's language only where it is shown (issue #29). The German and
 * Russian labels carry soft hyphens (U+00AD) in their long compound words, so a table column can
 * break "Risiko-lebens-versicherung" with a hyphen instead of growing wider than a 1024 px screen
 * (Chromium has no hyphenation dictionaries for `hyphens: auto` on Linux).
 */
export type ProductTypeTitle = keyof typeof en.productTypes;

/** True when `title` is one of the gateway's known {@link ProductTypeTitle}s. */
export function isProductTypeTitle(title: string): title is ProductTypeTitle {
  return Object.hasOwn(en.productTypes, title);
}

/**
 * A function wording a product type's title in the page's language (`uiKit:productTypes`):
 * `Term Life` → `Risikolebensversicherung` in German. A title the portal does not know (a product
 * type added at the gateway later) is shown as the gateway sent it.
 * @returns `(title: string) => string`, stable while the language does not change.
 */
export function useProductTypeLabel(): (title: string) => string {
  const { t } = useTranslation(UI_KIT_NS);
  return useCallback(
    (title: string) => (isProductTypeTitle(title) ? t(`productTypes.${title}`) : title),
    [t],
  );
}
