import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { showToast } from '../toast/toast.js';
import { BusySkeleton, TABLE_ROWS_SKELETON } from './BusySkeleton.js';
import { QueryState } from './QueryState.js';

interface Charge {
  count: number;
  total: string;
}

function Demo(props: { isLoading?: boolean; isError?: boolean; data?: Charge }) {
  return (
    <QueryState<Charge>
      query={{ isLoading: props.isLoading ?? false, isError: props.isError ?? false, data: props.data, refetch: () => showToast('Loading again…') }}
      isEmpty={(charge) => charge.count === 0}
      emptyTitle="Nothing is due"
      emptyDescription="Your recurring invoices are paid."
    >
      {(charge) => (
        <Typography>
          {charge.count} invoices due, total <strong>{charge.total}</strong>
        </Typography>
      )}
    </QueryState>
  );
}

const meta = {
  title: 'Feedback/QueryState',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first load: a skeleton (`aria-busy`). */
export const Loading: Story = { args: { isLoading: true } };
/** The load failed: an alert whose "Try again" calls `refetch`. */
export const Failed: Story = { args: { isError: true } };
/** `isEmpty(data)`: the empty state with the no-data image. */
export const Empty: Story = { args: { data: { count: 0, total: '$0.00' } } };
/** The data, given to the render function. */
export const Loaded: Story = { args: { data: { count: 2, total: '$105.11' } } };
/** The skeleton part alone, table-shaped. */
export const TableSkeleton: Story = { render: () => <BusySkeleton label="Loading payments…" lines={TABLE_ROWS_SKELETON} /> };
