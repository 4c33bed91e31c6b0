import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { twelveCycles } from '../../test/fixtures.js';
import { EarningsChart } from './EarningsChart.js';

const meta = {
  title: 'Features/Reports/EarningsChart',
  component: EarningsChart,
  args: { cycles: twelveCycles },
} satisfies Meta<typeof EarningsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The net of the last 12 pay cycles. */
export const TwelveCycles: Story = {};
/** A phone (390 px). */
export const Phone: Story = { args: { height: 220 }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
