import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { makeCommissions } from '../../test/fixtures.js';
import { CommissionTable } from './CommissionTable.js';

const meta = {
  title: 'Features/Reports/CommissionTable',
  component: CommissionTable,
  args: {
    rows: makeCommissions(42).slice(0, 10),
    pagination: { page: 1, pageSize: 10, total: 42, onPageChange: () => undefined, onPageSizeChange: () => undefined },
    onSortChange: () => undefined,
  },
} satisfies Meta<typeof CommissionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 5: personal and override rows (an override names the downline agent), paid, pending and charged back. */
export const Rows: Story = {};
/** Sorted by amount, highest first. */
export const SortedByAmount: Story = { args: { sort: { by: 'amount_cents', direction: 'desc' } } };
/** While the first page loads: skeleton rows. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** No commission matches: the no-data image. */
export const Empty: Story = { args: { rows: [], pagination: { ...meta.args.pagination, total: 0 } } };
/** The report failed to load: an error with "Try again". */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
/** A phone (390 px): every row a stacked card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
