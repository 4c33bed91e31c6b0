/**
 * Escapes text for HTML element content and quoted attribute values
 * (`& < > " '` and backtick).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
