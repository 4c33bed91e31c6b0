import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { TeamFilters } from './TeamFilters.js';

const meta = {
  title: 'Features/Team/TeamFilters',
  component: TeamFilters,
  parameters: { layout: 'padded' },
  args: { value: {}, onChange: () => undefined, onReset: () => undefined },
} satisfies Meta<typeof TeamFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: every select on "All", no reset button. */
export const Unfiltered: Story = {};
/** Level 2, licensed, documents missing, new this cycle, a search: "Reset filters" shows. */
export const Filtered: Story = { args: { value: { depth: 2, licensed: true, problem: 'DOCUMENTS', newThisCycle: true, search: 'ortiz' } } };
/** A phone (390 px): one filter a line. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
