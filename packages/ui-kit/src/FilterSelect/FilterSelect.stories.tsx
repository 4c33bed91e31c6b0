import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterSelect } from './FilterSelect.js';

const meta = {
  title: 'Data/FilterSelect',
  component: FilterSelect,
  args: {
    label: 'Status',
    value: '',
    allLabel: 'All',
    choices: [
      { value: 'PAID', label: 'Paid' },
      { value: 'PENDING', label: 'Pending' },
      { value: 'CHARGED_BACK', label: 'Charged back' },
    ],
    onChange: () => undefined,
  },
  parameters: { layout: 'padded' },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return <FilterSelect {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof FilterSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Chosen: Story = { args: { value: 'PENDING' } };
export const Disabled: Story = { args: { disabled: true } };
