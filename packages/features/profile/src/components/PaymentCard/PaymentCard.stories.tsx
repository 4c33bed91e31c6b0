import { i18n } from '@agent-portal/i18n';
import { UI_KIT_NS } from '@agent-portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CardDetails, CardProviderAdapter } from '../../card-provider/index.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withProfileData } from '../../test/storyDecorators.js';
import { PaymentCard } from './PaymentCard.js';

const meta = {
  title: 'Features/Profile/MyProfile/PaymentCard',
  component: PaymentCard,
  args: { userId: 12 },
} satisfies Meta<typeof PaymentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, MY_PROFILE_NS)(key);
const saveLabel = () => i18n.getFixedT(null, UI_KIT_NS)('save');
/** A field's whole label: its text, then the asterisk of a required field. */
const label = (key: string) => new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The mutations the stories below start (no gateway in Storybook: the save then fails). */
const sent = createMutationLog();

/** A sandbox-like card provider in the page: it tokenises any card it is given. */
const tokenize = fn(async (card?: CardDetails) => ({
  token: 'tok_story_1',
  brand: 'visa',
  last4: card?.number.slice(-4) ?? '0000',
  exp_month: card?.exp_month ?? 1,
  exp_year: card?.exp_year ?? 2031,
}));
const storyProvider: CardProviderAdapter = { kind: 'sandbox', usesHostedFields: false, tokenize };

/** A saved card: brand, last four, expiry. */
export const Saved: Story = {
  decorators: [withProfileData()],
};

/** No card: Add opens the form. */
export const None: Story = {
  decorators: [withProfileData({ card: null })],
};

/** The add form opened, empty. */
export const Adding: Story = {
  args: { provider: storyProvider },
  decorators: [withProfileData({ card: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.add') }));
    await expect(canvas.getByRole('form', { name: t('card.addTitle') })).toBeInTheDocument();
  },
};

/**
 * An invalid card (§5): a number failing the Luhn check, a past expiry, no security code — each
 * field says what is wrong and is marked invalid, what was typed stays, and nothing reaches the
 * provider or the gateway.
 */
export const InvalidSubmit: Story = {
  args: { provider: storyProvider },
  decorators: [withProfileData({ card: null }, sent)],
  beforeEach: () => {
    sent.clear();
    tokenize.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.add') }));
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findAllByText(t('validation.required'))).toHaveLength(3);
    // The first invalid field is scrolled to, then focused (650 ms).
    await waitFor(() => expect(canvas.getByLabelText(label('card.number'))).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(label('card.number')), '4111111111111112');
    await userEvent.type(canvas.getByLabelText(label('card.expiry')), '0120');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findByText(t('validation.cardNumber'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.expiry'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.required'))).toBeInTheDocument();
    for (const key of ['card.number', 'card.expiry', 'card.cvv']) {
      await expect(canvas.getByLabelText(label(key))).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByLabelText(label('card.number'))).toHaveValue('4111 1111 1111 1112');
    await expect(canvas.getByLabelText(label('card.expiry'))).toHaveValue('01/20');
    await expect(tokenize).not.toHaveBeenCalled();
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A valid card: the provider gets the typed card (digits only, expiry parsed) and only its token,
 * brand, last four and expiry are sent to `POST /agent-payment-card`. Storybook has no gateway,
 * so the save then fails: its message is shown and the form keeps what was typed.
 */
export const ValidSubmit: Story = {
  args: { provider: storyProvider },
  decorators: [withProfileData({ card: null }, sent)],
  beforeEach: () => {
    sent.clear();
    tokenize.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.add') }));
    await userEvent.type(canvas.getByLabelText(label('card.number')), '4111111111111111');
    await userEvent.type(canvas.getByLabelText(label('card.expiry')), '1230');
    await userEvent.type(canvas.getByLabelText(label('card.cvv')), '123');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await waitFor(() => expect(tokenize).toHaveBeenCalledWith({ number: '4111111111111111', exp_month: 12, exp_year: 2030, cvv: '123' }));
    await waitFor(() =>
      expect(sent.sent).toEqual([
        { endpoint: 'addPaymentCard', args: { token: 'tok_story_1', brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030 } },
      ]),
    );
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByLabelText(label('card.number'))).toHaveValue('4111 1111 1111 1111');
  },
};
