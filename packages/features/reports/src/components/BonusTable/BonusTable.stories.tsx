import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { makeBonuses } from '../../test/fixtures.js';
import { BonusTable } from './BonusTable.js';

const meta = {
  title: 'Features/Reports/BonusTable',
  component: BonusTable,
  args: {
    rows: makeBonuses(3),
    pagination: { page: 1, pageSize: 10, total: 3, onPageChange: () => undefined, onPageSizeChange: () => undefined },
  },
} satisfies Meta<typeof BonusTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Production, recruiting and persistency bonuses, one pending. */
export const Rows: Story = {};
/** While loading. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** No bonus in the cycle. */
export const Empty: Story = { args: { rows: [], pagination: { ...meta.args.pagination, total: 0 } } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
