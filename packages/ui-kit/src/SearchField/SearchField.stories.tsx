import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchField } from './SearchField.js';

const meta = {
  title: 'Data/SearchField',
  component: SearchField,
  args: { label: 'Search', placeholder: 'Name, code or email', value: undefined, onSearch: () => undefined },
  parameters: { layout: 'padded' },
  render: function Applied(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <SearchField {...args} value={value} onSearch={setValue} />
        <p data-testid="applied">{value ?? '—'}</p>
      </>
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: the hint, no clear button. Type to see the search applied after 500 ms of quiet. */
export const Empty: Story = {};
/** A search in force (e.g. from the URL): the text and the clear button. */
export const WithSearch: Story = { args: { value: 'sofia', clearLabel: 'Clear search' } };
/** A phone (390 px): the box takes the whole line. */
export const Phone: Story = { args: { value: 'TL-0000011' }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
