import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportTotals } from './ReportTotals.js';

const meta = {
  title: 'Features/Reports/ReportTotals',
  component: ReportTotals,
  args: {
    title: 'Totals of the filtered commissions',
    totals: [
      { id: 'personal', label: 'Personal', cents: 1_234_500 },
      { id: 'override', label: 'Overrides', cents: 45_600 },
      { id: 'charge-backs', label: 'Charge-backs', cents: -7_800 },
      { id: 'pending', label: 'Pending', cents: 12_300 },
      { id: 'net', label: 'Net', cents: 1_272_300, strong: true },
    ],
  },
} satisfies Meta<typeof ReportTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five totals of a filtered commission report. */
export const Commissions: Story = {};
/** A single total (bonuses). */
export const Single: Story = { args: { title: 'Total of the filtered bonuses', totals: [{ id: 'bonus', label: 'Bonuses', cents: 60_000, strong: true }] } };
