import { formatBytes, i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HELP_NS } from '../../i18n/index.js';
import { awaitingTicket } from '../../test/helpFixtures.js';
import { AttachmentList } from './AttachmentList.js';

const meta = {
  title: 'Features/Help/TicketView/AttachmentList',
  component: AttachmentList,
  args: { ticketId: 21, attachments: awaitingTicket.attachments },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One attachment: a download button whose accessible name contains what it shows — file name
 * and size — (WCAG 2.5.3 label in name), in the story's language.
 */
export const OneFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = `statement.pdf · ${formatBytes(20480, i18n.language)}`;
    const name = i18n.getFixedT(null, HELP_NS)('ticket.download', { name: shown });
    await expect(canvas.getByRole('button', { name }).textContent).toBe(shown);
  },
};

/** Several files, one with a long name that is cut with an ellipsis on a narrow screen. */
export const SeveralFiles: Story = {
  args: {
    attachments: [
      ...awaitingTicket.attachments,
      { id: 4, file_name: 'carrier-chargeback-notice-policy-IU-0000081-november-2026.png', mime_type: 'image/png', size_bytes: 1_572_864, created_at: '2026-11-11T09:30:00.000Z' },
      { id: 5, file_name: 'notes.txt', mime_type: 'text/plain', size_bytes: 512, created_at: '2026-11-11T09:31:00.000Z' },
    ],
  },
};

/** No attachments: nothing is shown. */
export const None: Story = { args: { attachments: [] } };
