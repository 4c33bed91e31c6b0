import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting/index.js';
import { withStoryProviders } from '../../test/storyDecorators.js';
import { PasswordChange } from './PasswordChange.js';

const meta = {
  title: 'Features/Profile/PasswordChange',
  component: PasswordChange,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof PasswordChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, ACCOUNT_SETTING_NS)(key);

/** The empty form with the live rules checklist. */
export const Default: Story = {};

/** Typing a new password ticks its rules off live (§5). */
export const RulesWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('password.current')), 'Sandbox!2026');
    await userEvent.type(canvas.getByLabelText(t('password.new')), 'abcDEF-123456');
    for (const id of ['length', 'upper', 'lower', 'digit', 'symbol', 'different']) {
      await expect(canvasElement.querySelector(`[data-rule="${id}"]`)).toHaveAttribute('data-met', 'true');
    }
  },
};

/** An invalid submit (§5): every field marked, the first invalid one focused, what was typed kept, nothing sent. */
export const InvalidSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('password.new')), 'weak');
    await userEvent.click(canvas.getByRole('button', { name: t('password.submit') }));
    await expect(await canvas.findAllByText(t('common.required'))).toHaveLength(2);
    await expect(canvas.getByText(t('password.rulesBroken'))).toBeInTheDocument();
    await expect(canvas.getByLabelText(t('password.current'))).toHaveFocus();
    await expect(canvas.getByLabelText(t('password.new'))).toHaveValue('weak');
  },
};
