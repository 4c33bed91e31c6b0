import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LoaderOverlay } from './LoaderOverlay.js';

const meta = {
  title: 'Feedback/LoaderOverlay',
  component: LoaderOverlay,
  args: { open: true, label: 'Loading' },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending foreground request: the overlay appears after 150 ms. */
export const Open: Story = {};

/** Nothing is pending. */
export const Closed: Story = { args: { open: false } };

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          setOpen(true);
          setTimeout(() => setOpen(false), 1500);
        }}
      >
        Simulate a 1.5 s request
      </Button>
      <LoaderOverlay open={open} />
    </>
  );
}

/** Click to show the overlay for 1.5 s. */
export const Interactive: Story = { render: () => <Demo /> };
