import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SideSheet } from './SideSheet.js';

const meta = {
  title: 'UI Kit/SideSheet',
  component: SideSheet,
  args: { open: true, onClose: () => undefined, titleId: 'side-sheet-title', children: null },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Open the details
        </Button>
        <SideSheet {...args} open={open} onClose={() => setOpen(false)}>
          <Box sx={{ p: 3 }}>
            <Typography id="side-sheet-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Commission on policy IU-0000081
            </Typography>
            <Typography variant="body2">A row’s details beside its list; a bottom sheet on a phone. Escape closes it.</Typography>
          </Box>
        </SideSheet>
      </>
    );
  },
} satisfies Meta<typeof SideSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: right-hand panel from `sm` up, bottom sheet on a phone. */
export const Open: Story = {};
/** Closed until the button opens it. */
export const Closed: Story = { args: { open: false } };
