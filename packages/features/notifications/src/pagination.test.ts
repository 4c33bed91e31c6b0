import { describe, expect, it } from 'vitest';
import { pageWindow, parsePage, parsePageSize } from './pagination';

describe('pageWindow (§2: at most 10 page links)', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('slides a window of 10 around the current page', () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 40)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageWindow(40, 40)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    for (let page = 1; page <= 40; page += 1) {
      const links = pageWindow(page, 40);
      expect(links).toHaveLength(10);
      expect(links).toContain(page);
    }
  });

  it('clamps a page out of range', () => {
    expect(pageWindow(99, 13)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('query parsing', () => {
  it('accepts the page sizes 10/25/50/100 only', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('100')).toBe(100);
    expect(parsePageSize('30')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
  });
  it('accepts positive integer pages', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
  });
});
