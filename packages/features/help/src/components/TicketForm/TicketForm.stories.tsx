import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HELP_NS } from '../../i18n/index.js';
import { awaitingTicket } from '../../test/helpFixtures.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withHelpStore } from '../../test/storyStore.js';
import { TicketForm } from './TicketForm.js';

/** The mutations the stories below start (no gateway in Storybook: the save then fails). */
const sent = createMutationLog();

const meta = {
  title: 'Features/Help/TicketForm',
  component: TicketForm,
  args: { open: true, onClose: fn(), onSaved: fn() },
  decorators: [withHelpStore(sent)],
  beforeEach: () => sent.clear(),
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string, values?: Record<string, unknown>) => i18n.getFixedT(null, HELP_NS)(key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field's whole label: its text, then the asterisk of a required field. */
const label = (key: string) => new RegExp(`^${escape(t(key))}\\s*\\*?$`);
/** A picker's name: its label (then the asterisk and the chosen option). */
const picker = (key: string) => new RegExp(`^${escape(t(key))}`);
/** The dialog renders in document.body, outside the story's canvas. */
const dialog = async () => within(await within(document.body).findByRole('dialog'));

const editable = { id: awaitingTicket.id, ticket: awaitingTicket.ticket, subject: awaitingTicket.subject, description: awaitingTicket.description };

/** Create mode: subject, category, priority (Normal), description and attachments. */
export const Create: Story = {};

/** Edit mode (an OPEN ticket): subject and description only. */
export const Edit: Story = { args: { ticket: editable } };

/** Edit mode with a long subject and a long description (the dialog scrolls, nothing overflows). */
export const EditLongText: Story = {
  args: {
    ticket: {
      ...editable,
      subject: 'Commission for the renewal of policy TL-000001234 paid at the first-year rate instead of the renewal rate',
      description: Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: the statement of the pay cycle shows a different amount than the carrier's report.`).join('\n\n'),
    },
  },
};

/**
 * An invalid submit in create mode (§5): empty → subject, category and description required and
 * marked invalid; then a too-short subject and description → their minimum lengths; what was
 * typed stays and nothing is sent.
 */
export const CreateInvalidSubmit: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: t('form.create') }));
    await expect(await form.findAllByText(t('validation.required'))).toHaveLength(3);
    // The first invalid field is scrolled to, then focused (650 ms).
    await waitFor(() => expect(form.getByLabelText(label('form.subject'))).toHaveFocus());
    await expect(form.getByLabelText(label('form.subject'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(label('form.description'))).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(form.getByLabelText(label('form.subject')), 'Pay');
    await userEvent.type(form.getByLabelText(label('form.description')), 'Missing.');
    await userEvent.click(form.getByRole('button', { name: t('form.create') }));
    await expect(await form.findByText(t('validation.min', { min: 5 }))).toBeInTheDocument();
    await expect(form.getByText(t('validation.min', { min: 20 }))).toBeInTheDocument();
    await expect(form.getByLabelText(label('form.subject'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(label('form.subject'))).toHaveValue('Pay');
    await expect(form.getByLabelText(label('form.description'))).toHaveValue('Missing.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * A valid submit in create mode: subject, category, priority, description and a PDF; the form
 * sends them (multipart `POST /support/tickets`). Storybook has no gateway, so the upload fails
 * at once: the message is shown above the form, and what was typed and attached stays.
 */
export const CreateValidSubmit: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const body = within(document.body);
    await userEvent.type(form.getByLabelText(label('form.subject')), 'May commission');
    await userEvent.click(form.getByRole('combobox', { name: picker('form.category') }));
    await userEvent.click(await within(await body.findByRole('listbox')).findByRole('option', { name: t('categories.COMMISSIONS') }));
    await userEvent.click(form.getByRole('combobox', { name: picker('form.priority') }));
    await userEvent.click(await within(await body.findByRole('listbox')).findByRole('option', { name: t('priorities.HIGH') }));
    await userEvent.type(form.getByLabelText(label('form.description')), 'TL-0001 is not in my report.');
    const pdf = new File(['%PDF-1.4 story'], 'statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(form.getByTestId('ticket-attachments-input'), pdf);
    await expect(await form.findByText(/statement\.pdf/)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: t('form.create') }));
    await expect(await form.findByRole('alert')).toBeInTheDocument();
    await expect(form.queryByText(t('validation.required'))).not.toBeInTheDocument();
    await expect(form.getByLabelText(label('form.subject'))).toHaveValue('May commission');
    await expect(form.getByRole('combobox', { name: picker('form.category') })).toHaveTextContent(t('categories.COMMISSIONS'));
    await expect(form.getByRole('combobox', { name: picker('form.priority') })).toHaveTextContent(t('priorities.HIGH'));
    await expect(form.getByText(/statement\.pdf/)).toBeInTheDocument();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** An invalid submit in edit mode: the subject emptied is required, the description typed stays. */
export const EditInvalidSubmit: Story = {
  args: { ticket: editable },
  play: async () => {
    const form = await dialog();
    await userEvent.clear(form.getByLabelText(label('form.subject')));
    await userEvent.click(form.getByRole('button', { name: t('form.save') }));
    await expect(await form.findByText(t('validation.required'))).toBeInTheDocument();
    await expect(form.getByLabelText(label('form.subject'))).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText(label('form.subject'))).toHaveFocus());
    await expect(form.getByLabelText(label('form.description'))).toHaveValue(editable.description);
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A valid submit in edit mode sends `PUT /support/tickets/21` with the typed subject and
 * description (trimmed). Storybook has no gateway, so the save then fails: its message is shown
 * above the form and the typed values stay.
 */
export const EditValidSubmit: Story = {
  args: { ticket: editable },
  play: async ({ args }) => {
    const form = await dialog();
    const subject = form.getByLabelText(label('form.subject'));
    await userEvent.clear(subject);
    await userEvent.type(subject, ' TL-000021 (May) ');
    await userEvent.click(form.getByRole('button', { name: t('form.save') }));
    await waitFor(() =>
      expect(sent.sent).toEqual([
        {
          endpoint: 'updateTicket',
          args: { id: 21, subject: 'TL-000021 (May)', description: editable.description.trim() },
        },
      ]),
    );
    await expect(await form.findByRole('alert')).toBeInTheDocument();
    await expect(subject).toHaveValue(' TL-000021 (May) ');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
