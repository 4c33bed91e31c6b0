import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HELP_NS } from '../../i18n/index.js';
import { AttachmentPicker } from './AttachmentPicker.js';

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string, values?: Record<string, unknown>) => i18n.getFixedT(null, HELP_NS)(key, values);

const pdf = (name: string, bytes = 20_480) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array(4_096)], name, { type: 'image/png' });

/** The picker with its files in state, as the ticket form holds them. */
function Picker({ initial = [], disabled, onChange }: { initial?: File[]; disabled?: boolean; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <div style={{ width: 520, maxWidth: '100%' }}>
      <AttachmentPicker
        files={files}
        disabled={disabled}
        onChange={(next) => {
          setFiles(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Help/TicketForm/AttachmentPicker',
  component: Picker,
  args: { onChange: fn() },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing attached yet. */
export const Empty: Story = {};

/** Two files, one with a long name (the chips wrap). */
export const WithFiles: Story = {
  args: { initial: [pdf('statement.pdf'), png('screenshot-of-the-commission-report-for-policy-TL-000012345-may-2026.png')] },
};

/** Three files: the limit, so "Choose files" is off. */
export const Full: Story = {
  args: { initial: [pdf('a.pdf'), pdf('b.pdf'), png('c.png')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('form.choose') })).toBeDisabled();
  },
};

/** While the ticket is sent: nothing can be added or removed. */
export const Disabled: Story = { args: { initial: [pdf('statement.pdf')], disabled: true } };

/** Removing a file by its chip's ✕. */
export const RemoveFile: Story = {
  args: { initial: [pdf('statement.pdf'), png('screenshot.png')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('form.remove', { name: 'statement.pdf' }) }));
    await expect(canvas.queryByText(/statement\.pdf/)).not.toBeInTheDocument();
    await expect(canvas.getByText(/screenshot\.png/)).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A file over 10 MiB and a text file are refused, each with its reason; the list stays as it was. */
export const RefusedFiles: Story = {
  args: { initial: [pdf('statement.pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByTestId('ticket-attachments-input');
    await user.upload(input, [pdf('huge.pdf', 10 * 1024 * 1024 + 1), new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(canvas.getByText(t('form.badType', { name: 'notes.txt' }))).toBeInTheDocument();
    await expect(canvas.getByText(new RegExp(`^huge\\.pdf`))).toBeInTheDocument();
    await expect(canvas.getByText(/statement\.pdf/)).toBeInTheDocument();
  },
};

/** Two more files when two are attached: the first is kept, the other refused (3 at most). */
export const TooMany: Story = {
  args: { initial: [pdf('a.pdf'), pdf('b.pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('ticket-attachments-input'), [pdf('c.pdf'), pdf('d.pdf')]);
    await expect(await canvas.findByText(t('form.tooMany', { count: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(/c\.pdf/)).toBeInTheDocument();
    await expect(canvas.queryByText(/d\.pdf/)).not.toBeInTheDocument();
  },
};
