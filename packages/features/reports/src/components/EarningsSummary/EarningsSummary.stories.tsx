import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { EarningsSummary, type EarningsSummaryComparison } from './EarningsSummary.js';
import { currentCycleEarnings, cycleSoFarEarnings, previousCycleEarnings, sameDaysLastCycleEarnings, yearToDate2026 } from '../../test/fixtures.js';

/** A finished cycle (Nov 17 – 23) against the whole cycle before it. */
const whole: EarningsSummaryComparison = { basis: 'whole', days: 7, previous_start: '2026-11-10', previous_end: '2026-11-16', previous: previousCycleEarnings };

const meta = {
  title: 'Features/Reports/EarningsSummary',
  component: EarningsSummary,
  args: { current: currentCycleEarnings, comparison: whole, yearToDate: yearToDate2026 },
} satisfies Meta<typeof EarningsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished cycle, net up from the whole previous cycle; charge-backs up too (shown in red). */
export const Rising: Story = {};
/** Every figure down from the whole previous cycle. */
export const Falling: Story = {
  args: { current: previousCycleEarnings, comparison: { ...whole, previous_start: '2026-11-03', previous_end: '2026-11-09', previous: currentCycleEarnings } },
};
/** The current cycle on its Thursday (issue #27 §4): its three days so far against the same three days of the cycle before. */
export const SoFar: Story = {
  args: {
    current: cycleSoFarEarnings,
    comparison: { basis: 'sameDays', days: 3, previous_start: '2026-11-17', previous_end: '2026-11-19', previous: sameDaysLastCycleEarnings },
  },
};
/** No previous cycle to compare with: no change line. */
export const WithoutPrevious: Story = { args: { comparison: undefined } };
/** A phone (390 px): two cards a row, net on a row of its own. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
