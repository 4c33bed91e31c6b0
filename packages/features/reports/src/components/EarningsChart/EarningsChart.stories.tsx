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
/** A cycle whose charge-backs exceeded its earnings: its bar grows down from the zero line. */
export const WithALoss: Story = {
  args: { cycles: twelveCycles.map((cycle, i) => (i === 8 ? { ...cycle, net_cents: -45_000 } : cycle)) },
};
