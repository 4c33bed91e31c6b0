import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../../i18n/index.js';
import { possibleFilters } from '../../test/fixtures.js';
import { CommissionFilters, type CommissionFilterValues } from './CommissionFilters.js';

const meta = {
  title: 'Features/Reports/CommissionFilters',
  component: CommissionFilters,
  args: { options: possibleFilters, value: {}, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState<CommissionFilterValues>(args.value);
    return <CommissionFilters {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof CommissionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: every select on "All". */
export const Unfiltered: Story = {};
/** Overrides from one downline agent, "Clear filters" shown. */
export const Filtered: Story = { args: { value: { kind: 'OVERRIDE', downline_agent_id: 21, carrier: 'Contoso Life' } } };
/** Possible filters still loading: the selects are disabled. */
export const Loading: Story = { args: { options: undefined } };
