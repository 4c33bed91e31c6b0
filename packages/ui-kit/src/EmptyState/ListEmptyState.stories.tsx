import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListEmptyState } from './ListEmptyState.js';

const meta = {
  title: 'Feedback/ListEmptyState',
  component: ListEmptyState,
  args: {
    filtered: false,
    noMatchTitle: 'No clients match',
    noMatchDescription: 'Try other words, or clear the search and filters.',
    emptyTitle: 'No clients yet',
    emptyDescription: 'Your clients will appear here once their first policy is written.',
    resetLabel: 'Clear search and filters',
    onReset: () => undefined,
  },
} satisfies Meta<typeof ListEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list has nothing at all: "nothing yet", no button. */
export const NothingYet: Story = {};
/** A search or filter is in force and nothing matches: the hint and the reset button. */
export const NoMatch: Story = { args: { filtered: true } };
