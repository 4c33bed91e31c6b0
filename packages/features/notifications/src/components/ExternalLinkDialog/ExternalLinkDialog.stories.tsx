import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTIFICATIONS_NS } from '../../i18n/index.js';
import { ExternalLinkDialog } from './ExternalLinkDialog.js';

const meta = {
  title: 'Features/Notifications/ExternalLinkDialog',
  component: ExternalLinkDialog,
  args: {
    target: { url: 'https://partner.example.com/webinar', host: 'partner.example.com' },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ExternalLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string, values?: Record<string, unknown>) => i18n.getFixedT(null, NOTIFICATIONS_NS)(key, values);
/** The dialog renders in document.body, outside the story's canvas. */
const dialog = async () => within(await within(document.body).findByRole('dialog', { name: t('external.title') }));

/** Asking before a link to another site opens: the host named as text, "Open in new tab" focused. */
export const Open: Story = {
  play: async () => {
    const box = await dialog();
    await expect(box.getByText(t('external.text', { host: 'partner.example.com' }))).toBeInTheDocument();
    await expect(box.getByRole('button', { name: t('external.open') })).toHaveFocus();
  },
};

/** A very long host name wraps inside the dialog. */
export const LongHost: Story = {
  args: {
    target: {
      url: 'https://carrier-training-and-certification-portal.northwind-life-insurance-company.example.com/',
      host: 'carrier-training-and-certification-portal.northwind-life-insurance-company.example.com',
    },
  },
};

/** "Open in new tab" confirms. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: t('external.open') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** "Stay here" (or Escape) cancels. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: t('external.cancel') }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** No target: closed, nothing rendered. */
export const Closed: Story = {
  args: { target: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
