import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { formsOf, tagCounts } from '../../test/formsFixtures.js';
import { FormFilters } from './FormFilters.js';

const meta = {
  title: 'Features/Forms/FormFilters',
  component: FormFilters,
  parameters: { layout: 'padded' },
  args: { value: {}, tags: tagCounts(formsOf('BACK_OFFICE')), onChange: () => undefined, onReset: () => undefined },
} satisfies Meta<typeof FormFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: the search box empty, "All tags", no reset button. */
export const Unfiltered: Story = {};
/** A search and a tag: both shown, with "Reset filters". */
export const Filtered: Story = { args: { value: { search: 'agreement', tag: 'Commissions' } } };
/** While the list loads the tags are not known yet; a tag from the URL still shows. */
export const Loading: Story = { args: { value: { tag: 'Tax' }, tags: undefined } };
/** A phone (390 px): one filter per line. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
