import { Fragment } from 'react';

/**
 * What is never broken over two lines inside a text: e-mail addresses and codes of letters, a
 * hyphen and digits (agent `AG-000167`, policy `IU-0000081`, ticket `TCK-000021`, form `BO-104`).
 */
export const UNBREAKABLE_TOKEN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[A-Z]{2,4}-\d{3,}\b/g;

/** Props of {@link KeepCodesWhole}. */
export interface KeepCodesWholeProps {
  /** A text from the gateway or a translation (rendered as text, never HTML). */
  text: string;
}

/**
 * A text whose e-mail addresses and codes ({@link UNBREAKABLE_TOKEN}) each stay on one line
 * while the rest wraps as usual: "Chargeback dispute on policy IU- / 0000081" becomes
 * "Chargeback dispute on policy / IU-0000081" (issue #28 item 1). Use it for server text that
 * may name a code (ticket subjects and messages, notifications).
 *
 * @example
 * <Typography>{<KeepCodesWhole text={ticket.subject} />}</Typography>
 */
export function KeepCodesWhole({ text }: KeepCodesWholeProps) {
  const parts: Array<{ token: boolean; value: string }> = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE_TOKEN)) {
    if (match.index > last) parts.push({ token: false, value: text.slice(last, match.index) });
    parts.push({ token: true, value: match[0] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return <>{text}</>;
  if (last < text.length) parts.push({ token: false, value: text.slice(last) });
  return (
    <>
      {parts.map((part, i) =>
        part.token ? (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part.value}
          </span>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
