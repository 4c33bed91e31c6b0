import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { possibleFilters } from '../../test/clientsFixtures.js';
import { ClientFilters } from './ClientFilters.js';

const meta = {
  title: 'Features/Clients/ClientFilters',
  component: ClientFilters,
  parameters: { layout: 'padded' },
  args: { value: {}, options: possibleFilters, onChange: () => undefined, onReset: () => undefined },
} satisfies Meta<typeof ClientFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No search, no filter: every select says "All". */
export const Unfiltered: Story = {};
/** A search, a product type and a status: "Clear search and filters" shows. */
export const Filtered: Story = { args: { value: { search: 'hernandez', product_type_id: 1, policy_status: 'ACTIVE' } } };
/** The possible filters are loading: the product type select is disabled. */
export const LoadingOptions: Story = { args: { options: undefined } };
/** A phone (390 px): one control per line. */
export const Phone: Story = { args: { value: { policy_status: 'LAPSED' } }, ...{ globals: { viewport: { value: 'mobile2', isRotated: false } } } };
