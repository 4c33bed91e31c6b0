import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionCard } from './SectionCard.js';

const meta = {
  title: 'Layout/SectionCard',
  component: SectionCard,
  args: {
    title: 'Bank account',
    subtitle: 'Where your commissions are paid.',
    children: <Typography>Checking account ending 6789 · First Texas Bank</Typography>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { subtitle: undefined } };

/** Actions sit by the heading and wrap under it on a phone. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="outlined">Edit</Button>
        <Button variant="outlined" color="error">
          Remove
        </Button>
      </>
    ),
  },
};

/** With an anchor id (`/my-profile#recurring-transactions`), scrolled to below the top bar. */
export const Anchored: Story = { args: { id: 'recurring-transactions', title: 'Recurring transactions', subtitle: 'Monthly charges of the portal.' } };
