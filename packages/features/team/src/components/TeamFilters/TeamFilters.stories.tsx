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
/** A phone (390 px): the search and a "Filters" button that opens the rest in a bottom sheet. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** A phone with two filters set: the search on the page, "Filters 2" opens the sheet with the rest (issue #28 item 10). */
export const PhoneFiltered: Story = {
  args: { value: { depth: 2, problem: 'DOCUMENTS', search: 'ortiz' } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
