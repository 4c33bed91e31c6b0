import { i18n } from '@agent-portal/i18n';
import { UI_KIT_NS } from '@agent-portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { withProfileData } from '../../test/storyDecorators.js';
import { BankAccount } from './BankAccount.js';

const meta = {
  title: 'Features/Profile/MyProfile/BankAccount',
  component: BankAccount,
  args: { userId: 12 },
} satisfies Meta<typeof BankAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, MY_PROFILE_NS)(key);
const saveLabel = () => i18n.getFixedT(null, UI_KIT_NS)('save');
/** A required field's label is its text plus an asterisk: match the text anywhere. */
const label = (key: string) => new RegExp(t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A saved account, masked. */
export const Masked: Story = {
  decorators: [withProfileData()],
};

/** No account: Add opens the form. */
export const None: Story = {
  decorators: [withProfileData({ bank: null })],
};

/**
 * The add form submitted empty, then with a routing number that fails the ABA checksum and a
 * too-short account number (§5): the first field gets the focus, each field says what is wrong,
 * and what was typed stays.
 */
export const InvalidSubmit: Story = {
  decorators: [withProfileData({ bank: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.add') }));
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findAllByText(t('validation.required'))).toHaveLength(3);
    // The first invalid field gets the focus once the page has scrolled to it (§5).
    await waitFor(() => expect(canvas.getByLabelText(label('bank.holder'))).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(label('bank.holder')), 'Leo Brandt');
    await userEvent.type(canvas.getByLabelText(label('bank.routing')), '123456789');
    await userEvent.type(canvas.getByLabelText(label('bank.number')), '12');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findByText(t('validation.routing'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.accountNumber'))).toBeInTheDocument();
    await expect(canvas.getByLabelText(label('bank.holder'))).toHaveValue('Leo Brandt');
  },
};
