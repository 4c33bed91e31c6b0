import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pageRange, pageWindow, parsePage, parsePageSize, slicePage } from './pagination.js';

describe('pageWindow (spec §2: at most 10 page links)', () => {
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

  it('clamps a page out of range and takes another maximum', () => {
    expect(pageWindow(99, 13)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(0, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(5, 20, 5)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('page arithmetic', () => {
  it('counts pages and the range shown', () => {
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('slices a page of a client-side list', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(slicePage(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(slicePage(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(slicePage(rows, 4, 10)).toEqual([]);
  });
});

describe('URL state (?page=&limit=)', () => {
  it('accepts the page sizes 10/25/50/100 only; default 10 (spec §9)', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('100')).toBe(100);
    expect(parsePageSize('30')).toBe(10);
    expect(parsePageSize('')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
  });

  it('accepts other sizes and another fallback', () => {
    expect(parsePageSize('5', [5, 10, 25], 10)).toBe(5);
    expect(parsePageSize('7', [5, 10, 25], 10)).toBe(10);
  });

  it('accepts positive integer pages; anything else is page 1 (spec §9)', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('99999999')).toBe(1);
  });
});
