import type { Meta, StoryObj } from '@storybook/react-vite';
import { makePayout } from '../../test/fixtures.js';
import '../../i18n/index.js';
import { ScheduledPayoutNote } from './ScheduledPayoutNote.js';

const scheduled = makePayout('2026-11-24', { commissions_cents: 0, bonuses_cents: 0, charge_backs_cents: 0, amount_cents: 0, status: 'SCHEDULED' });

const meta = {
  title: 'Features/Reports/ScheduledPayoutNote',
  component: ScheduledPayoutNote,
  args: { payout: scheduled, pending: { commissions_cents: 82_368, bonuses_cents: 5_000 } },
} satisfies Meta<typeof ScheduledPayoutNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current cycle: nothing paid yet, everything pending, paid on the Friday after the cycle. */
export const AllPending: Story = {};
/** Part of the cycle paid, charge-backs taken from the payment. */
export const PartPaidWithChargeBacks: Story = {
  args: { payout: { ...scheduled, commissions_cents: 40_000, charge_backs_cents: 1_500, amount_cents: 38_500 }, pending: { commissions_cents: 12_000, bonuses_cents: 0 } },
};
/** Nothing earned yet in the cycle. */
export const NothingYet: Story = { args: { pending: { commissions_cents: 0, bonuses_cents: 0 } } };
/** The cycle's earnings could not be read: the pay date only. */
export const EarningsUnknown: Story = { args: { pending: undefined } };
