import { describe, expect, it } from 'vitest';
import { isValidAbaRouting } from './bankAccount.js';
import { cardSchema, formatCardNumber, formatExpiry, parseExpiry } from './card.js';
import { checkFile } from './files.js';
import { personalSchema } from './personal.js';

describe('validation rules (issue #4 forms)', () => {
  it('ABA routing checksum', () => {
    expect(isValidAbaRouting('011000015')).toBe(true);
    expect(isValidAbaRouting('021000021')).toBe(true);
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidAbaRouting('12345678')).toBe(false);
  });

  it('card formatting and rules', async () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(parseExpiry('12/30')).toEqual({ exp_month: 12, exp_year: 2030 });
    await expect(cardSchema.isValid({ number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' })).resolves.toBe(true);
    await expect(cardSchema.isValid({ number: '4242 4242 4242 4241', expiry: '12/30', cvv: '123' })).resolves.toBe(false);
    await expect(cardSchema.validateAt('cvv', { number: '378282246310005', expiry: '12/30', cvv: '123' })).rejects.toThrow('validation.cvv|4');
  });

  it('age limits of the date of birth', async () => {
    const now = () => new Date('2026-06-01T12:00:00');
    const base = { first_name: 'Ava', last_name: 'Martinez', phone: '+15125550123' };
    await expect(personalSchema(now).isValid({ ...base, date_of_birth: '2008-06-01' })).resolves.toBe(true);
    await expect(personalSchema(now).isValid({ ...base, date_of_birth: '2008-06-02' })).resolves.toBe(false);
    await expect(personalSchema(now).isValid({ ...base, date_of_birth: '' })).resolves.toBe(true);
  });

  it('checks files by type, size and first bytes', async () => {
    const types = ['application/pdf'];
    expect(await checkFile(new File(['%PDF-1.7 ...'], 'a.pdf', { type: 'application/pdf' }), types, 100)).toBeNull();
    expect(await checkFile(new File(['hello'], 'a.pdf', { type: 'application/pdf' }), types, 100)).toBe('contentMismatch');
    expect(await checkFile(new File(['%PDF-1.7 ...'], 'a.pdf', { type: 'application/pdf' }), types, 5)).toBe('tooLarge');
    expect(await checkFile(new File(['x'], 'a.txt', { type: 'text/plain' }), types, 100)).toBe('badType');
  });
});
