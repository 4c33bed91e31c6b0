/**
 * The words agents read for the wire's internal codes (issue #28 item 9): a notification, a
 * reminder's title or a demo account's note says "carrier portal utilization", never
 * `CP_UTILIZATION`; the codes stay in the wire's fields (`subscription_type`, `params`).
 */
export const CODE_WORDS: Readonly<Record<string, string>> = {
  CP_UTILIZATION: 'carrier portal utilization',
  CRM_SEAT: 'CRM seat',
  E_AND_O_INSURANCE: 'E&O insurance',
};

/** An internal code of the wire (`CP_UTILIZATION`, `E_AND_O_INSURANCE`): upper case with an underscore. */
export const INTERNAL_CODE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;

/** A code in words: {@link CODE_WORDS}, else the code in lower case with spaces ("SOME_CODE" → "some code"). */
export function codeInWords(code: string): string {
  return CODE_WORDS[code] ?? code.toLowerCase().replaceAll('_', ' ');
}

/** A text for people with each wire code in it in words ("her two latest carrier portal utilization invoices failed"). */
export function codesInWords(text: string): string {
  return text.replace(INTERNAL_CODE, codeInWords);
}
