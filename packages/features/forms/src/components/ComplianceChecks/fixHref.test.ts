import { describe, expect, it } from 'vitest';
import { safeFixHref } from './fixHref.js';

describe('safeFixHref (docs/CONTRACTS.md "Compliance" fix_href)', () => {
  it('accepts the portal paths the gateway sends', () => {
    for (const href of ['/my-profile#licence', '/my-profile#essential-documents', '/my-profile#recurring-transactions']) expect(safeFixHref(href)).toBe(href);
  });

  it('refuses anything that could leave the portal or is empty', () => {
    for (const href of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'my-profile', '/my profile', '/a\u0000b', '', null, undefined]) {
      expect(safeFixHref(href)).toBeUndefined();
    }
  });
});
