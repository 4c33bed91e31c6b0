import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerErrorAlert } from './ServerErrorAlert.js';

const meta = {
  title: 'Feedback/ServerErrorAlert',
  component: ServerErrorAlert,
  args: { message: 'Your card was declined by the issuer.' },
} satisfies Meta<typeof ServerErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed save's message, announced at once (`role="alert"`). */
export const Default: Story = {};
/** With a close button. */
export const Dismissible: Story = { args: { onClose: () => undefined } };
/** Server text is shown as text, never HTML. */
export const PlainTextOnly: Story = { args: { message: '<b>not bold</b> <img src=x>' } };
