import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HELP_NS } from '../../i18n/index.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withHelpStore } from '../../test/storyStore.js';
import { ContactUsForm } from './ContactUsForm.js';

/** The mutations the stories below start (no gateway in Storybook: the send then fails). */
const sent = createMutationLog();

const meta = {
  title: 'Features/Help/ContactUsForm',
  component: ContactUsForm,
  decorators: [withHelpStore(sent)],
  beforeEach: () => sent.clear(),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactUsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string, values?: Record<string, unknown>) => i18n.getFixedT(null, HELP_NS)(key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field's whole label: its text, then the asterisk of a required field. */
const label = (key: string) => new RegExp(`^${escape(t(key))}\\s*\\*?$`);

/** The empty form (topic General). */
export const Default: Story = {};

/**
 * An invalid submit (§5): empty → subject and message required and marked invalid; then a
 * too-short subject and message → their minimum lengths; what was typed stays, nothing is sent.
 */
export const InvalidSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('contact.send') }));
    await expect(await canvas.findAllByText(t('validation.required'))).toHaveLength(2);
    // The first invalid field is scrolled to, then focused (650 ms).
    await waitFor(() => expect(canvas.getByLabelText(label('contact.subject'))).toHaveFocus());
    await expect(canvas.getByLabelText(label('contact.subject'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(label('contact.message'))).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText(label('contact.subject')), 'Hi');
    await userEvent.type(canvas.getByLabelText(label('contact.message')), 'Help me');
    await userEvent.click(canvas.getByRole('button', { name: t('contact.send') }));
    await expect(await canvas.findByText(t('validation.min', { min: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.min', { min: 10 }))).toBeInTheDocument();
    await expect(canvas.getByLabelText(label('contact.subject'))).toHaveValue('Hi');
    await expect(canvas.getByLabelText(label('contact.message'))).toHaveValue('Help me');
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A valid submit sends `POST /contact-us` with the chosen topic and the typed subject and
 * message (trimmed). Storybook has no gateway, so the send then fails: the message is shown
 * and what was typed stays.
 */
export const ValidSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(`^${escape(t('contact.topic'))}`) }));
    await userEvent.click(await within(await within(document.body).findByRole('listbox')).findByRole('option', { name: t('contact.topics.PAYMENTS') }));
    await userEvent.type(canvas.getByLabelText(label('contact.subject')), ' Late payout ');
    await userEvent.type(canvas.getByLabelText(label('contact.message')), 'Paid on Thursday.');
    await userEvent.click(canvas.getByRole('button', { name: t('contact.send') }));
    await waitFor(() =>
      expect(sent.sent).toEqual([{ endpoint: 'contactUs', args: { topic: 'PAYMENTS', subject: 'Late payout', message: 'Paid on Thursday.' } }]),
    );
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByLabelText(label('contact.subject'))).toHaveValue(' Late payout ');
    await expect(canvas.getByLabelText(label('contact.message'))).toHaveValue('Paid on Thursday.');
  },
};
