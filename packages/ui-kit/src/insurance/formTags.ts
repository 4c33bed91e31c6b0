import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import { useProductTypeLabel } from './productTypes.js';

/** The English tags of forms the portal words (`uiKit:formTags`), as the gateway sends them. */
export type FormTag = keyof typeof en.formTags;

/** True when `tag` is one of the {@link FormTag}s the portal words. */
export function isFormTag(tag: string): tag is FormTag {
  return Object.hasOwn(en.formTags, tag);
}

/**
 * A function wording a form's tag (spec §3 `forms.tag`: an English string on the wire and a
 * filter's value) in the page's language (issue #29): a known tag from `uiKit:formTags`, a policy
 * form's tag (its product type's title) through {@link useProductTypeLabel}; an abbreviation
 * (AML, E&O…) or a tag the portal does not know is shown as sent. Used by the forms pages and the
 * search's results alike.
 * @returns `(tag: string) => string`, stable while the language does not change.
 */
export function useFormTagLabel(): (tag: string) => string {
  const { t } = useTranslation(UI_KIT_NS);
  const productTypeLabel = useProductTypeLabel();
  return useCallback((tag: string) => (isFormTag(tag) ? t(`formTags.${tag}`) : productTypeLabel(tag)), [t, productTypeLabel]);
}
