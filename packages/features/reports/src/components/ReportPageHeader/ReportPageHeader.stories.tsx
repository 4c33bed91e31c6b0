import type { PayCycle } from '@agent-portal/pay-cycle';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { ReportPageHeader } from './ReportPageHeader.js';

const meta = {
  title: 'Features/Reports/ReportPageHeader',
  component: ReportPageHeader,
  args: {
    title: 'Commissions',
    subtitle: 'Every premium paid in the pay cycle, and what it earned you.',
    cycle: { start_date: '2026-11-17', end_date: '2026-11-23' },
    onCycleChange: () => undefined,
    now: '2026-11-20',
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/reports/commissions']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  render: function Render(args) {
    const [cycle, setCycle] = useState<PayCycle>(args.cycle);
    return <ReportPageHeader {...args} cycle={cycle} onCycleChange={setCycle} />;
  },
} satisfies Meta<typeof ReportPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-report: back link to Reports (same cycle) and the pay-cycle picker. */
export const SubReport: Story = {};
/** The overview: no back link. */
export const Overview: Story = { args: { title: 'Reports', backLink: false } };
/** With the cycle's statement downloads (CSV, PDF) under the picker, as on the overview and commissions. */
export const WithStatement: Story = { args: { title: 'Reports', backLink: false, statement: true } };
