import { describe, expect, it } from 'vitest';
import { codeInWords, codesInWords } from './codeWords.js';

describe('codes in words (issue #28 item 9)', () => {
  it('says each subscription code in the words agents read; an unknown code in lower case', () => {
    expect(codeInWords('CP_UTILIZATION')).toBe('carrier portal utilization');
    expect(codeInWords('E_AND_O_INSURANCE')).toBe('E&O insurance');
    expect(codeInWords('SOME_CODE')).toBe('some code');
    expect(codesInWords('Your CP_UTILIZATION and CRM_SEAT invoices.')).toBe('Your carrier portal utilization and CRM seat invoices.');
    expect(codesInWords('E&O, ID card, PDF')).toBe('E&O, ID card, PDF');
  });
});
