import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText.js';

const meta = {
  title: 'Data/TruncatedText',
  component: TruncatedText,
  args: { text: 'beatriz.allen.c106@example.com', maxWidth: '18ch' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long e-mail address cut at 18 characters: hover or tab to it to read it whole. */
export const CutEmail: Story = {};

/**
 * Focused from the keyboard: the tooltip (its code loads on this first focus) shows the whole
 * address, and the text keeps the focus.
 */
export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    const text = within(canvasElement).getByText(args.text);
    await waitFor(() => expect(text).toHaveAttribute('tabindex', '0'));
    text.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(args.text);
    await expect(text).toHaveFocus();
    await expect(canvasElement.querySelector('[data-full-text]')).toBe(text);
  },
};

/** The same address as a `mailto:` link: the link takes focus and shows the whole address. */
export const EmailLink: Story = {
  args: { href: 'mailto:beatriz.allen.c106@example.com', 'aria-label': 'Send an e-mail to Beatriz Allen, beatriz.allen.c106@example.com' },
};

/** An agent code in a narrow cell: it never breaks as "AG- / 000167". */
export const CodeInNarrowBox: Story = {
  args: { text: 'AG-000167', maxWidth: undefined },
  render: (args) => (
    <Box sx={{ width: 48, border: 1, borderColor: 'divider', p: 0.5 }}>
      <TruncatedText {...args} />
    </Box>
  ),
};

/** A text that fits is shown as is: no tooltip, no tab stop. */
export const Fits: Story = { args: { text: 'ava@example.com', maxWidth: '30ch', variant: 'body2' } };
