import { Fragment, type ReactNode } from 'react';

/** Props of {@link TextWithData}. */
export interface TextWithDataProps {
  /**
   * The sentence in the page's language, given stand-ins for the data: call `t` with them, e.g.
   * `(slots) => t('reminders.TICKET_AWAITING_REPLY', { ticket, subject: slots.subject })`.
   */
  text: (slots: Readonly<Record<string, string>>) => string;
  /** The values that read the same in every language (a name, a ticket subject), by placeholder. */
  data: Readonly<Record<string, string>>;
  /** How a piece of text is rendered (default as is), e.g. `(piece) => <KeepCodesWhole text={piece} />`. */
  renderText?: (piece: string) => ReactNode;
}

const START = '\uE000';
const END = '\uE001';
const SLOT = /\uE000(\d+)\uE001/g;

/**
 * A translated sentence holding data (issue #29): each value of `data` is rendered in its own
 * `<span translate="no">` — a person's name, a ticket subject an agent wrote — so browser
 * translators and the one-language check leave the data alone while the sentence around it is
 * the page's language ("Support replied on TCK-000022: <span translate="no">Chargeback dispute…</span>").
 * The stand-ins are private-use characters, never in a translation; a value the sentence does
 * not use is not shown.
 *
 * @example
 * <TextWithData data={{ name }} text={(slots) => t('promotion.decide.approveTitle', { name: slots.name, rank })} />
 */
export function TextWithData({ text, data, renderText = (piece) => piece }: TextWithDataProps) {
  const keys = Object.keys(data);
  const slots = Object.fromEntries(keys.map((key, i) => [key, `${START}${i}${END}`]));
  const sentence = text(slots);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(SLOT)) {
    if (match.index > last) parts.push(<Fragment key={`t${last}`}>{renderText(sentence.slice(last, match.index))}</Fragment>);
    const key = keys[Number(match[1])];
    if (key !== undefined)
      parts.push(
        <span key={`d${match.index}`} translate="no">
          {renderText(data[key] ?? '')}
        </span>,
      );
    last = match.index + match[0].length;
  }
  if (last < sentence.length) parts.push(<Fragment key={`t${last}`}>{renderText(sentence.slice(last))}</Fragment>);
  return <>{parts}</>;
}
