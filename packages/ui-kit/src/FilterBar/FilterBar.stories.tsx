import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterSelect } from '../FilterSelect/FilterSelect.js';
import { SearchField } from '../SearchField/SearchField.js';
import { FilterBar } from './FilterBar.js';

/** A client list's search and two selects in a FilterBar, with "Clear search and filters" while any is set. */
function ClientFiltersDemo({ initialStatus = '' }: { initialStatus?: string }) {
  const [search, setSearch] = useState<string | undefined>();
  const [status, setStatus] = useState(initialStatus);
  const [product, setProduct] = useState('');
  return (
    <FilterBar
      label="Client filters"
      filtered={search !== undefined || status !== '' || product !== ''}
      resetLabel="Clear search and filters"
      onReset={() => {
        setSearch(undefined);
        setStatus('');
        setProduct('');
      }}
    >
      <SearchField label="Search clients" placeholder="Name, email, phone or policy number" value={search} onSearch={setSearch} />
      <FilterSelect
        label="Product type"
        value={product}
        allLabel="All"
        choices={[
          { value: '1', label: 'Term Life' },
          { value: '2', label: 'Whole Life' },
        ]}
        onChange={setProduct}
      />
      <FilterSelect
        label="Policy status"
        value={status}
        allLabel="All"
        choices={[
          { value: 'ACTIVE', label: 'Active' },
          { value: 'LAPSED', label: 'Lapsed' },
        ]}
        onChange={setStatus}
      />
    </FilterBar>
  );
}

const meta = {
  title: 'Data/FilterBar',
  component: ClientFiltersDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClientFiltersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: the filters only. */
export const Unfiltered: Story = {};
/** A status chosen: "Clear search and filters" follows the selects. */
export const Filtered: Story = { args: { initialStatus: 'ACTIVE' } };
