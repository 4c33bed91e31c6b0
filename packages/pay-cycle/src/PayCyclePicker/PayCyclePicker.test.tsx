import { changeLanguage } from '@agent-portal/i18n';
import { renderWithProviders } from '@agent-portal/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastPayCycles, payCycleOf, type PayCycle } from '../payCycle.js';
import { PayCyclePicker, type PayCyclePickerProps } from './PayCyclePicker.js';
import * as stories from './PayCyclePicker.stories.js';

const { Default, PastYear } = composeStories(stories);

const TZ = process.env.TZ ?? 'unset';
const TODAY = '2026-11-20'; // a Friday; this week's cycle is Nov 17 – Nov 23, 2026
const THIS_WEEK: PayCycle = { start_date: '2026-11-17', end_date: '2026-11-23' };

/** The picker held by state like a page holds it, with every onChange recorded. */
function renderPicker(props: Partial<PayCyclePickerProps> & { initial?: PayCycle } = {}) {
  const onChange = vi.fn<(cycle: PayCycle) => void>();
  const { initial = THIS_WEEK, ...rest } = props;
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <PayCyclePicker
        now={TODAY}
        {...rest}
        value={value}
        onChange={(cycle) => {
          onChange(cycle);
          setValue(cycle);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Host />), onChange };
}

const yearSelect = () => screen.getByRole('combobox', { name: 'Year' });
const cycleSelect = () => screen.getByRole('combobox', { name: 'Pay cycle' });
const optionTexts = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

describe(`PayCyclePicker (TZ=${TZ})`, () => {
  it('shows the labelled year and cycle selects in a labelled group', () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Pay cycle and its year' })).toBeInTheDocument();
    expect(yearSelect()).toHaveTextContent('2026');
    expect(cycleSelect()).toHaveTextContent('Nov 17, 2026 - Nov 23, 2026');
  });

  it('offers 2023 … the current year, newest first, and the last 50 cycles in the current year', async () => {
    const { user } = renderPicker();
    await user.click(yearSelect());
    expect(optionTexts()).toEqual(['2026', '2025', '2024', '2023']);
    await user.keyboard('{Escape}');
    await user.click(cycleSelect());
    const titles = optionTexts();
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Nov 17, 2026 - Nov 23, 2026');
    expect(titles[1]).toBe('Nov 10, 2026 - Nov 16, 2026');
    expect(titles[49]).toBe('Dec 9, 2025 - Dec 15, 2025');
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Nov 17, 2026 - Nov 23, 2026' })).toHaveAttribute('aria-selected', 'true');
  });

  it('choosing a year selects its newest cycle; then choosing a cycle calls onChange with its dates', async () => {
    const { user, onChange } = renderPicker();
    await user.click(yearSelect());
    await user.click(screen.getByRole('option', { name: '2024' }));
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2024-12-31', end_date: '2025-01-06' });
    expect(yearSelect()).toHaveTextContent('2024');
    expect(cycleSelect()).toHaveTextContent('Dec 31, 2024 - Jan 6, 2025');

    await user.click(cycleSelect());
    const titles = optionTexts();
    expect(titles).toHaveLength(53); // every Tuesday of 2024
    expect(titles.at(-1)).toBe('Jan 2, 2024 - Jan 8, 2024');
    await user.click(screen.getByRole('option', { name: 'Feb 27, 2024 - Mar 4, 2024' }));
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2024-02-27', end_date: '2024-03-04' });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(yearSelect()).toHaveTextContent('2024');
    expect(cycleSelect()).toHaveTextContent('Feb 27, 2024 - Mar 4, 2024');
  });

  it('works with the keyboard alone', async () => {
    const { user, onChange } = renderPicker();
    await user.tab();
    expect(yearSelect()).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // opens the list on the selected year
    await waitFor(() => expect(screen.getByRole('option', { name: '2026' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2025-12-30', end_date: '2026-01-05' });
    await waitFor(() => expect(yearSelect()).toHaveFocus());
    await user.tab();
    expect(cycleSelect()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Dec 30, 2025 - Jan 5, 2026' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2025-12-16', end_date: '2025-12-22' });
  });

  it('in the current year the list reaches into last year; choosing such a cycle keeps the year', async () => {
    const { user, onChange } = renderPicker();
    await user.click(cycleSelect());
    await user.click(screen.getByRole('option', { name: 'Dec 30, 2025 - Jan 5, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2025-12-30', end_date: '2026-01-05' });
    expect(yearSelect()).toHaveTextContent('2026');
  });

  it('follows a value set from outside (e.g. the URL) into its year', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<PayCyclePicker now={TODAY} value={THIS_WEEK} onChange={onChange} />);
    rerender(<PayCyclePicker now={TODAY} value={{ start_date: '2023-06-06', end_date: '2023-06-12' }} onChange={onChange} />);
    expect(yearSelect()).toHaveTextContent('2023');
    expect(cycleSelect()).toHaveTextContent('Jun 6, 2023 - Jun 12, 2023');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens on a past year when the value is in it', async () => {
    const { user } = renderPicker({ initial: { start_date: '2023-01-03', end_date: '2023-01-09' } });
    expect(yearSelect()).toHaveTextContent('2023');
    await user.click(cycleSelect());
    const titles = optionTexts();
    expect(titles).toHaveLength(52);
    expect(titles[0]).toBe('Dec 26, 2023 - Jan 1, 2024');
    expect(titles.at(-1)).toBe('Jan 3, 2023 - Jan 9, 2023');
  });

  it('uses today when `now` is not given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 4, 23, 30)); // Monday, January 4, 2027, 23:30 local
    const today = payCycleOf(new Date());
    expect(today).toEqual({ start_date: '2026-12-29', end_date: '2027-01-04' });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PayCyclePicker value={today} onChange={onChange} />);
    await user.click(yearSelect());
    expect(optionTexts()).toEqual(['2027', '2026', '2025', '2024', '2023']);
    await user.click(screen.getByRole('option', { name: '2027' }));
    // the current year: the newest of the last 50 is today's cycle, though it started in 2026
    expect(onChange).toHaveBeenLastCalledWith(lastPayCycles(1)[0]);
    expect(onChange).toHaveBeenLastCalledWith(today);
  });

  it('titles and labels follow the active language', async () => {
    await changeLanguage('de');
    renderPicker();
    expect(await screen.findByRole('combobox', { name: 'Jahr' })).toHaveTextContent('2026');
    expect(screen.getByRole('combobox', { name: 'Abrechnungszeitraum' })).toHaveTextContent('17. Nov. 2026 - 23. Nov. 2026');
  });

  it('takes its labels from props', () => {
    renderPicker({ yearLabel: 'Tax year', cycleLabel: 'Week', groupLabel: 'Report period' });
    expect(screen.getByRole('group', { name: 'Report period' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Week' })).toBeInTheDocument();
  });

  it('stacks the selects on phones and sets them side by side from sm', () => {
    renderPicker();
    // MUI Stack's responsive direction: a column below sm (600px), a row from sm up
    const group = screen.getByRole('group');
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    const cls = Array.from(group.classList).find((c) => c.startsWith('css-'));
    expect(cls).toBeDefined();
    expect(css).toMatch(new RegExp(`\\.${cls}\\{[^}]*flex-direction:column`));
    expect(css).toMatch(new RegExp(`@media \\(min-width:600px\\)\\{\\.${cls}\\{[^}]*flex-direction:row`));
  });
});

describe(`PayCyclePicker stories (TZ=${TZ})`, () => {
  it('Default: this week, and choosing a year then a cycle shows the URL parameters', async () => {
    const { user } = renderWithProviders(<Default />);
    expect(screen.getByTestId('pay-cycle-value')).toHaveTextContent('?start_date=2026-11-17&end_date=2026-11-23');
    await user.click(yearSelect());
    await user.click(screen.getByRole('option', { name: '2025' }));
    expect(screen.getByTestId('pay-cycle-value')).toHaveTextContent('?start_date=2025-12-30&end_date=2026-01-05');
    await user.click(cycleSelect());
    await user.click(screen.getByRole('option', { name: 'Mar 4, 2025 - Mar 10, 2025' }));
    expect(screen.getByTestId('pay-cycle-value')).toHaveTextContent('?start_date=2025-03-04&end_date=2025-03-10');
  });

  it('PastYear: 2024', () => {
    renderWithProviders(<PastYear />);
    expect(yearSelect()).toHaveTextContent('2024');
    expect(cycleSelect()).toHaveTextContent('Feb 27, 2024 - Mar 4, 2024');
  });
});
