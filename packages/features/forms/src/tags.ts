import { useProductTypeLabel } from '@agent-portal/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from './i18n/en.js';
import { FORMS_NS } from './i18n/index.js';

/** True when `tag` is one of the English tags the forms namespace words (`forms:tags`). */
const isKnownTag = (tag: string): tag is keyof typeof en.tags => Object.hasOwn(en.tags, tag);

/**
 * A function wording a form's tag (spec §3 `forms.tag`: an English string on the wire and a
 * filter's value) in the page's language (issue #29): a policy form's tag is its product type's
 * title (ui-kit `useProductTypeLabel`), the other known tags are in `forms:tags`; an abbreviation
 * (AML, E&O…) or a tag the portal does not know is shown as sent.
 * @returns `(tag: string) => string`, stable while the language does not change.
 */
export function useFormTagLabel(): (tag: string) => string {
  const { t } = useTranslation(FORMS_NS);
  const productTypeLabel = useProductTypeLabel();
  return useCallback((tag: string) => (isKnownTag(tag) ? t(`tags.${tag}`) : productTypeLabel(tag)), [t, productTypeLabel]);
}
