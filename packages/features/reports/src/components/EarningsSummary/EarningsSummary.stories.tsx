import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { EarningsSummary } from './EarningsSummary.js';
import { currentCycleEarnings, previousCycleEarnings, yearToDate2026 } from '../../test/fixtures.js';

const meta = {
  title: 'Features/Reports/EarningsSummary',
  component: EarningsSummary,
  args: { current: currentCycleEarnings, previous: previousCycleEarnings, yearToDate: yearToDate2026 },
} satisfies Meta<typeof EarningsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Net up from the previous cycle; charge-backs up too (shown in red). */
export const Rising: Story = {};
/** Every figure down from the previous cycle. */
export const Falling: Story = { args: { current: previousCycleEarnings, previous: currentCycleEarnings } };
/** No previous cycle to compare with: no change line. */
export const WithoutPrevious: Story = { args: { previous: undefined } };
/** A phone (390 px): two cards a row, net on a row of its own. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
