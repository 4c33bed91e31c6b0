import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeLine, FigureCard, FigureGrid } from './FigureCard.js';

const meta = {
  title: 'Data/FigureCard',
  component: FigureCard,
  args: { label: 'Net', value: '$1,234.56' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FigureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithChange: Story = {
  args: { note: <ChangeLine amount={12000} text="Up $120.00 (10.8 %)" />, emphasis: true },
};
export const BadRise: Story = {
  args: { label: 'Charge-backs', value: '−$80.00', note: <ChangeLine amount={8000} goodWhenUp={false} text="Up $80.00 (new)" /> },
};
export const Summary: Story = {
  render: () => (
    <FigureGrid columns={4}>
      <FigureCard label="Policies" value="3" />
      <FigureCard label="Active" value="2" />
      <FigureCard label="Annual premium" value="$2,880.00" wide note="Active policies only" />
      <FigureCard label="Next premium due" value="Dec 1, 2026" note={<ChangeLine amount={0} text="No change" />} />
    </FigureGrid>
  ),
};
