import { describe, expect, it } from 'vitest';
import { boolParam, intIn, oneOf, patchListParams, positiveId, sortParam, sortValue, textParam } from './listParams.js';

const patched = (query: string, patch: Parameters<typeof patchListParams>[1], keep?: readonly string[]) =>
  patchListParams(new URLSearchParams(query), patch, keep).toString();

describe('patchListParams', () => {
  it('sets and removes parameters and goes back to page 1 for a new filter', () => {
    expect(patched('page=3&limit=25&tag=a', { tag: 'b', search: 'x y' })).toBe('limit=25&tag=b&search=x+y');
    expect(patched('page=3&tag=a&search=x', { tag: undefined, search: '' })).toBe('');
  });

  it('keeps a page the patch sets, and the page for keepPageFor-only patches', () => {
    expect(patched('page=3&limit=25', { page: 4, limit: 25 })).toBe('page=4&limit=25');
    expect(patched('page=3', { agent: 'AG-1' }, ['agent'])).toBe('page=3&agent=AG-1');
    expect(patched('page=3', { agent: undefined }, ['agent'])).toBe('page=3');
    expect(patched('page=3', { agent: 'AG-1', rank: 'MD' }, ['agent'])).toBe('agent=AG-1&rank=MD');
  });

  it('does not change the params it is given', () => {
    const previous = new URLSearchParams('page=2');
    patchListParams(previous, { tag: 'a' });
    expect(previous.toString()).toBe('page=2');
  });
});

describe('URL value parsers', () => {
  it('oneOf keeps only allowed values', () => {
    expect(oneOf('PAID', ['PAID', 'PENDING'])).toBe('PAID');
    expect(oneOf('paid', ['PAID', 'PENDING'])).toBeUndefined();
    expect(oneOf(null, ['PAID'])).toBeUndefined();
  });

  it('textParam trims, drops blanks and cuts to max (default 100)', () => {
    expect(textParam('  anna ')).toBe('anna');
    expect(textParam('   ')).toBeUndefined();
    expect(textParam(null)).toBeUndefined();
    expect(textParam('x'.repeat(120))).toHaveLength(100);
    expect(textParam('AG-123456', 4)).toBe('AG-1');
  });

  it('positiveId takes 1–999,999,999 in decimal digits only', () => {
    expect(positiveId('21')).toBe(21);
    expect(positiveId('999999999')).toBe(999_999_999);
    for (const bad of ['0', '-3', '1e3', '1.5', '1000000000', '', null, undefined]) expect(positiveId(bad)).toBeUndefined();
  });

  it('intIn keeps integers in range', () => {
    expect(intIn('1', 1, 6)).toBe(1);
    expect(intIn('6', 1, 6)).toBe(6);
    for (const bad of ['0', '7', '2.5', 'x', null]) expect(intIn(bad, 1, 6)).toBeUndefined();
  });

  it('boolParam reads only true and false', () => {
    expect(boolParam('true')).toBe(true);
    expect(boolParam('false')).toBe(false);
    expect(boolParam('1')).toBeUndefined();
  });

  it('sortParam reads column:dir for the given columns only; sortValue writes it', () => {
    expect(sortParam('name:asc', ['name', 'rank'])).toEqual({ by: 'name', direction: 'asc' });
    expect(sortParam('joined_at:desc', ['joined_at'])).toEqual({ by: 'joined_at', direction: 'desc' });
    for (const bad of ['email:asc', 'name:up', 'name', 'NAME:asc', '', null, undefined]) expect(sortParam(bad, ['name'])).toBeUndefined();
    expect(sortValue({ by: 'policy_count', direction: 'desc' })).toBe('policy_count:desc');
  });
});
