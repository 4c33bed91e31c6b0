import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import TrendChart from './TrendChart.js';

/** The earnings sparkline (decorative: the widget gives the values as text), in a widget-sized box. */
const meta = {
  title: 'Features/Dashboard/Widgets/TrendChart',
  component: TrendChart,
  decorators: [
    (Story) => (
      <div aria-hidden style={{ width: 320, height: 56, color: '#1565c0' }}>
        <Story />
      </div>
    ),
  ],
  args: { values: [840, 912.5, 784, 1023, 968, 1100, 1000, 1234.56] },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight pay cycles, mostly rising. */
export const Trend: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

/** A charge-back made one cycle negative. */
export const WithNegativeCycle: Story = { args: { values: [840, 912.5, -150, 1023, 968, 1100] } };

/** Every cycle the same (a flat line). */
export const Flat: Story = { args: { values: [500, 500, 500, 500] } };

/** A new agent: one cycle only. */
export const SingleCycle: Story = { args: { values: [420] } };

/** No cycles: nothing is drawn. */
export const Empty: Story = { args: { values: [] } };
