import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HELP_NS } from '../../i18n/index.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withHelpStore } from '../../test/storyStore.js';
import { ReplyBox } from './ReplyBox.js';

/** The mutations the stories below start (no gateway in Storybook: the send then fails). */
const sent = createMutationLog();

const meta = {
  title: 'Features/Help/TicketView/ReplyBox',
  component: ReplyBox,
  args: { ticketId: 21 },
  decorators: [withHelpStore(sent)],
  beforeEach: () => sent.clear(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReplyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, HELP_NS)(key);

/** The empty reply box (the form is named like its field: find the field by its role). */
export const Default: Story = {};

/** Sending nothing: the reply is required and marked invalid; nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('ticket.reply') }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: t('ticket.send') }));
    await expect(await canvas.findByText(t('validation.required'))).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t('ticket.reply') })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('ticket.reply') })).toHaveFocus());
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A reply sends `POST /support/tickets/21/replies` with the typed text (trimmed). Storybook has
 * no gateway, so it then fails: the message is shown and the text stays (as on a 409, closed).
 */
export const Send: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('ticket.reply') }), 'Nov 3 to Nov 9. ');
    await userEvent.click(canvas.getByRole('button', { name: t('ticket.send') }));
    await waitFor(() => expect(sent.sent).toEqual([{ endpoint: 'replyToTicket', args: { id: 21, message: 'Nov 3 to Nov 9.' } }]));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t('ticket.reply') })).toHaveValue('Nov 3 to Nov 9. ');
  },
};
