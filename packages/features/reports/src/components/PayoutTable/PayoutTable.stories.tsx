import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { makePayout } from '../../test/fixtures.js';
import { PayoutTable } from './PayoutTable.js';

const meta = {
  title: 'Features/Reports/PayoutTable',
  component: PayoutTable,
  args: {
    rows: [makePayout('2026-11-17', { status: 'SCHEDULED' }), makePayout('2026-11-10'), makePayout('2026-11-03', { commissions_cents: 5_000, bonuses_cents: 0, charge_backs_cents: 9_000 })],
    pagination: { page: 1, pageSize: 10, total: 3, onPageChange: () => undefined, onPageSizeChange: () => undefined },
  },
} satisfies Meta<typeof PayoutTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scheduled payout, a paid one, and one where charge-backs exceed the rest (negative). */
export const Rows: Story = {};
/** While loading. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** No payout for the cycle. */
export const Empty: Story = { args: { rows: [], pagination: { ...meta.args.pagination, total: 0 } } };
/** The list failed to load. */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
