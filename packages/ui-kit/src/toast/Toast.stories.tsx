import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider, showToast } from './toast.js';
import type { ToastVariant } from './toast.js';

const variants: ToastVariant[] = ['success', 'error', 'warning', 'info'];

function Buttons({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Button key={variant} variant="outlined" onClick={() => showToast(`${text} (${variant})`, variant)}>
          {variant}
        </Button>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  // Storybook's preview already mounts a ToastProvider; showToast reaches it from anywhere.
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `showToast(text, variant)`: 5 s, at most three, top-right. */
export const Variants: Story = { render: () => <Buttons text="Profile saved" /> };

/** Server text is shown as text, never parsed as HTML. */
export const PlainTextOnly: Story = { render: () => <Buttons text="<b>not bold</b> <img src=x>" /> };
