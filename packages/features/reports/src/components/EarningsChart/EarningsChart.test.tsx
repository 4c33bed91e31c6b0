import { changeLanguage, formatDate, formatDateRange } from '@agent-portal/i18n';
import { renderWithProviders } from '@agent-portal/test-utils';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { twelveCycles } from '../../test/fixtures.js';
import { EarningsChart, earningsChartLabel } from './EarningsChart.js';

// Issue #28 item 9: the chart labels its cycles with the portal's date formatters in the active
// language ("Sep 1" on the axis, "Sep 1 – 7, 2026" in the tooltip), never a short "9/1/26".

/** Intl's thin and no-break spaces as plain ones, for readable expectations. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
/** The axis's tick labels, left to right (MUI X renders each as an SVG text). */
const ticks = () => Array.from(screen.getByTestId('earnings-chart').querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'), (el) => el.textContent);
const endOf = new Map(twelveCycles.map((c) => [c.start_date, c.end_date]));
const formattersIn = (language: string) => ({
  formatDate: (iso: string, options?: Parameters<typeof formatDate>[2]) => formatDate(iso, language, options),
  formatDateRange: (start: string, end: string, options?: Parameters<typeof formatDateRange>[3]) => formatDateRange(start, end, language, options),
});

describe('EarningsChart labels (issue #28 item 9)', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the chart's container a size so MUI X draws its axes.
    const original = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = original(element, pseudo);
      return new Proxy(style, { get: (target, key) => (key === 'width' ? '1000px' : key === 'height' ? '280px' : Reflect.get(target, key)) });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('in en: each tick is its cycle’s start as month and day', () => {
    renderWithProviders(<EarningsChart cycles={twelveCycles} />);
    expect(ticks()).toEqual(['Sep 1', 'Sep 8', 'Sep 15', 'Sep 22', 'Sep 29', 'Oct 6', 'Oct 13', 'Oct 20', 'Oct 27', 'Nov 3', 'Nov 10', 'Nov 17']);
    expect(screen.getByTestId('earnings-chart').textContent).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{2}/);
  });

  it('in de: the ticks follow the language', async () => {
    await act(() => changeLanguage('de'));
    try {
      renderWithProviders(<EarningsChart cycles={twelveCycles} />);
      expect(ticks()[0]).toBe('1. Sept.');
      expect(ticks()[11]).toBe('17. Nov.');
      expect(ticks()).toHaveLength(12);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('the tooltip names the cycle’s range in the portal’s one range format, en and de', () => {
    expect(plain(earningsChartLabel('2026-09-01', 'tooltip', endOf, formattersIn('en')))).toBe('Sep 1 – 7, 2026');
    expect(plain(earningsChartLabel('2026-09-29', 'tooltip', endOf, formattersIn('en')))).toBe('Sep 29 – Oct 5, 2026');
    expect(plain(earningsChartLabel('2026-09-01', 'tooltip', endOf, formattersIn('de')))).toBe('01.–07.09.2026');
    // The same text as the other ranges of the portal (formatDateRange).
    expect(earningsChartLabel('2026-11-17', 'tooltip', endOf, formattersIn('en'))).toBe(formatDateRange('2026-11-17', '2026-11-23', 'en'));
    // A start the chart does not know: the date alone.
    expect(earningsChartLabel('2026-01-06', 'tooltip', endOf, formattersIn('en'))).toBe('Jan 6, 2026');
    expect(earningsChartLabel('2026-09-01', 'tick', endOf, formattersIn('de'))).toBe('1. Sept.');
  });
});
