import { Trans, useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n/index.js';

/** Props of {@link NamedText}. */
export interface NamedTextProps {
  /** A key of the reports namespace whose text wraps its `{{name}}` in `<name>…</name>`, e.g. `commissions.overrideFrom`. */
  i18nKey: string;
  /** The person's name, as the gateway sends it (e.g. `source_agent_name`, `client_name`). */
  name: string;
  /** The text's other placeholders, if any (e.g. `rate`). */
  values?: Record<string, string>;
}

/**
 * A sentence of the reports namespace around a person's name, the name in a
 * `<span translate="no">` (issue #29: a name is the same in every language, the words around it
 * follow the page's language), through react-i18next's `Trans`.
 */
export function NamedText({ i18nKey, name, values }: NamedTextProps) {
  const { t } = useTranslation(REPORTS_NS);
  return <Trans t={t} i18nKey={i18nKey} values={{ ...values, name }} components={{ name: <span translate="no" /> }} />;
}
