import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { DueDate } from './DueDate.js';

const meta = {
  title: 'Features/Clients/DueDate',
  component: DueDate,
  parameters: { layout: 'padded' },
  args: { due: '2026-11-19', today: '2026-11-26' },
} satisfies Meta<typeof DueDate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium due a week ago: the date and an "Overdue" chip (issue #28 item 6). */
export const Overdue: Story = {};
/** A premium due later: the date alone. */
export const Upcoming: Story = { args: { due: '2027-01-12' } };
