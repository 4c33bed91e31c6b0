import { i18n } from '@agent-portal/i18n';
import { UI_KIT_NS } from '@agent-portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting/index.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { storySecurity } from '../../test/storyStore.js';
import { SecurityQuestion } from './SecurityQuestion.js';

const meta = {
  title: 'Features/Profile/SecurityQuestion',
  component: SecurityQuestion,
} satisfies Meta<typeof SecurityQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, ACCOUNT_SETTING_NS)(key);
const saveLabel = () => i18n.getFixedT(null, UI_KIT_NS)('save');

/** The mutations the stories below start (no gateway in Storybook: the save then fails). */
const sent = createMutationLog();

/** The current question and the change form. */
export const Default: Story = {
  decorators: [withStoryProviders()],
};

/** No question chosen yet. */
export const NoneChosen: Story = {
  decorators: [withStoryProviders({ security: { ...storySecurity, current: null } })],
};

/** The questions could not be loaded (nothing cached, no gateway): an error with "Try again". */
export const LoadError: Story = {
  decorators: [withStoryProviders({ security: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('security.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

/**
 * An invalid submit (§5): a one-letter answer and no password — each field says what is wrong
 * and is marked invalid, the answer typed stays, and nothing is sent.
 */
export const InvalidSubmit: Story = {
  decorators: [withStoryProviders({}, sent)],
  beforeEach: () => sent.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows its skeleton until the seeded data renders: wait for the form.
    const answer = await canvas.findByLabelText(t('security.answer'));
    const password = canvas.getByLabelText(t('security.currentPassword'));
    await userEvent.type(answer, 'a');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findByText(t('security.answerMin'))).toBeInTheDocument();
    await expect(canvas.getByText(t('common.required'))).toBeInTheDocument();
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(answer).toHaveValue('a');
    // The first invalid field is scrolled to, then focused (650 ms).
    await waitFor(() => expect(answer).toHaveFocus());
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A valid submit: another question chosen, an answer and the current password typed; it sends
 * `PUT /sign-up-security/change-identity-security-question` with them (the answer trimmed).
 * Storybook has no gateway, so the save then fails: its message is shown, the values stay.
 */
export const ValidSubmit: Story = {
  decorators: [withStoryProviders({}, sent)],
  beforeEach: () => sent.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // The section shows its skeleton until the seeded data renders: wait for the form.
    await userEvent.click(await canvas.findByRole('combobox', { name: new RegExp(`^${t('security.question').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }));
    await userEvent.click(await within(await body.findByRole('listbox')).findByRole('option', { name: t('security.questions.FIRST_CAR') }));
    await userEvent.type(canvas.getByLabelText(t('security.answer')), ' Corolla ');
    await userEvent.type(canvas.getByLabelText(t('security.currentPassword')), 'Sandbox!2026');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await waitFor(() =>
      expect(sent.sent).toEqual([
        { endpoint: 'changeSecurityQuestion', args: { question_id: 5, answer: 'Corolla', current_password: 'Sandbox!2026' } },
      ]),
    );
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByLabelText(t('security.answer'))).toHaveValue(' Corolla ');
  },
};
