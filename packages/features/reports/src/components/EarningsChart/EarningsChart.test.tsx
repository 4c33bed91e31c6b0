import { changeLanguage, formatDate, formatDateRange, formatMoney } from '@agent-portal/i18n';
import { renderWithProviders } from '@agent-portal/test-utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n/index.js';
import { twelveCycles } from '../../test/fixtures.js';
import { valueScale } from './chartScale.js';
import { EarningsChart, earningsChartLabel } from './EarningsChart.js';

// Issue #28 item 9: the chart labels its cycles with the portal's date formatters in the active
// language ("Sep 1" on the axis, "Sep 1 – 7, 2026" in the tooltip), never a short "9/1/26".

/** Intl's thin and no-break spaces as plain ones, for readable expectations. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
/** The axis's tick labels, left to right. */
const ticks = () => Array.from(screen.getByTestId('earnings-chart').querySelectorAll('[data-tick]'), (el) => el.textContent);
const endOf = new Map(twelveCycles.map((c) => [c.start_date, c.end_date]));
const formattersIn = (language: string) => ({
  formatDate: (iso: string, options?: Parameters<typeof formatDate>[2]) => formatDate(iso, language, options),
  formatDateRange: (start: string, end: string, options?: Parameters<typeof formatDateRange>[3]) => formatDateRange(start, end, language, options),
});

describe('EarningsChart labels (issue #28 item 9)', () => {
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

describe('EarningsChart bars, readout and keyboard (issue #32: plain HTML, no charting library)', () => {
  const readout = () => plain(screen.getByTestId('earnings-chart-readout').textContent ?? '');
  const bars = () => Array.from(screen.getByTestId('earnings-chart').querySelectorAll<HTMLElement>('[data-bar]'));

  it('draws one bar per cycle, its height the net against round gridlines, and reads every cycle to a screen reader', () => {
    renderWithProviders(<EarningsChart cycles={twelveCycles} />);
    expect(bars()).toHaveLength(12);
    const list = screen.getByRole('list', { name: 'Net earnings of the last 12 pay cycles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(plain(items[0]!.textContent ?? '')).toBe(`Sep 1 – 7, 2026: ${formatMoney(twelveCycles[0]!.net_cents, 'USD', 'en')}`);
    // The tallest bar reaches the top gridline only when its net is a round amount; none goes past it.
    const highest = Math.max(...twelveCycles.map((c) => c.net_cents));
    const scale = valueScale(twelveCycles.map((c) => c.net_cents));
    expect(scale.max).toBeGreaterThanOrEqual(highest);
    const heights = bars().map((bar) => parseFloat(bar.style.height));
    expect(Math.max(...heights)).toBeCloseTo((highest / scale.max) * 100, 5);
    expect(heights.every((h) => h > 0 && h <= 100)).toBe(true);
  });

  it('the readout names the chosen (last) cycle, then the one under the pointer, and follows ←, →, Home and End', async () => {
    const { user } = renderWithProviders(<EarningsChart cycles={twelveCycles} />);
    const money = (i: number) => formatMoney(twelveCycles[i]!.net_cents, 'USD', 'en');
    expect(readout()).toBe(`Nov 17 – 23, 2026: ${money(11)}`);
    await user.hover(screen.getAllByRole('listitem')[2]!);
    expect(readout()).toBe(`Sep 15 – 21, 2026: ${money(2)}`);
    await user.unhover(screen.getByRole('list'));
    await user.tab();
    expect(screen.getByRole('list')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(readout()).toBe(`Nov 10 – 16, 2026: ${money(10)}`);
    await user.keyboard('{Home}');
    expect(readout()).toBe(`Sep 1 – 7, 2026: ${money(0)}`);
    await user.keyboard('{ArrowLeft}');
    expect(readout()).toBe(`Sep 1 – 7, 2026: ${money(0)}`);
    await user.keyboard('{End}');
    expect(readout()).toBe(`Nov 17 – 23, 2026: ${money(11)}`);
  });

  it('a loss grows down from the zero line', () => {
    const cycles = twelveCycles.slice(0, 3).map((c, i) => ({ ...c, net_cents: [50_000, -20_000, 0][i]! }));
    renderWithProviders(<EarningsChart cycles={cycles} />);
    const scale = valueScale([50_000, -20_000, 0]);
    const [gain, loss, nothing] = bars();
    expect(gain!.style.top).toBe(`${scale.top(50_000)}%`);
    expect(loss!.style.top).toBe(`${scale.top(0)}%`);
    expect(nothing!.style.height).toBe('0%');
  });
});

describe('valueScale', () => {
  it('rounds the axis out to steps of 1, 2 or 5 × 10ⁿ, zero among the gridlines', () => {
    expect(valueScale([0, 123_456, 98_000]).ticks).toEqual([0, 50_000, 100_000, 150_000]);
    expect(valueScale([-20_000, 50_000]).ticks).toEqual([-20_000, 0, 20_000, 40_000, 60_000]);
    expect(valueScale([]).ticks).toEqual([0]);
    const scale = valueScale([0, 100]);
    expect([scale.top(scale.max), scale.top(0)]).toEqual([0, 100]);
  });
});
