import { i18n } from '@agent-portal/i18n';
import { UI_KIT_NS } from '@agent-portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withProfileData } from '../../test/storyDecorators.js';
import { storyDefaults } from '../PersonalInformation/storyData.js';
import { countryName } from '../../location/countryNames.js';
import { AddressForm } from './AddressForm.js';

const meta = {
  title: 'Features/Profile/MyProfile/AddressForm',
  component: AddressForm,
  args: { userId: 12 },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, MY_PROFILE_NS)(key);
const saveLabel = () => i18n.getFixedT(null, UI_KIT_NS)('save');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field's whole label: its text, then the asterisk of a required field. */
const label = (key: string) => new RegExp(`^${escape(t(key))}\\s*\\*?$`);
/** A picker's name: its label (then the asterisk and the chosen option). */
const picker = (key: string) => new RegExp(`^${escape(t(key))}`);

/** The mutations the stories below start (no gateway in Storybook: the save then fails). */
const sent = createMutationLog();
const noAddress = { info: { ...storyDefaults.info, address: null } };

/** Picks `option` in the picker labelled by `key` (its list opens in a popover in document.body). */
async function choose(key: string, option: string) {
  await userEvent.click(within(document.body).getByRole('combobox', { name: picker(key) }));
  await userEvent.click(await within(await within(document.body).findByRole('listbox')).findByRole('option', { name: option }));
}

/** A saved address (Edit opens the cascade form). */
export const Saved: Story = {
  decorators: [withProfileData()],
};

/** No address yet: create mode. */
export const Empty: Story = {
  decorators: [withProfileData(noAddress)],
};

/** A long street address wraps. */
export const LongAddress: Story = {
  decorators: [
    withProfileData({
      info: {
        ...storyDefaults.info,
        address: {
          ...storyDefaults.info.address!,
          address_line1: '12345 North Lamar Boulevard Frontage Road, Building C, Warehouse District',
          address_line2: 'Suite 2400, attention of the accounts payable department',
        },
      },
    }),
  ],
};

/** Edit mode: the saved address in the form, state and city pickers filled. */
export const Editing: Story = {
  decorators: [withProfileData()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows its skeleton until the seeded data renders: wait for its button.
    await userEvent.click(await canvas.findByRole('button', { name: t('common.edit') }));
    await expect(canvas.getByLabelText(label('address.line1'))).toHaveValue('1100 Congress Ave');
    await expect(canvas.getByRole('combobox', { name: picker('address.city') })).toHaveTextContent('Austin');
  },
};

/**
 * An invalid submit in create mode (§5): every required field says so and is marked invalid;
 * then a bad ZIP code is refused while the street typed stays; nothing is sent.
 */
export const InvalidSubmit: Story = {
  decorators: [withProfileData(noAddress, sent)],
  beforeEach: () => sent.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows its skeleton until the seeded data renders: wait for its button.
    await userEvent.click(await canvas.findByRole('button', { name: t('address.addAddress') }));
    await expect(canvas.getByRole('combobox', { name: picker('address.state') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findAllByText(t('validation.required'))).toHaveLength(5);
    // The first invalid field is scrolled to, then focused (650 ms).
    await waitFor(() => expect(canvas.getByLabelText(label('address.line1'))).toHaveFocus());
    await expect(canvas.getByLabelText(label('address.line1'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(label('address.postalCode'))).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText(label('address.line1')), '1 Main St');
    await userEvent.type(canvas.getByLabelText(label('address.postalCode')), '!');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findByText(t('validation.postalCode'))).toBeInTheDocument();
    await expect(canvas.getByLabelText(label('address.postalCode'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(label('address.line1'))).toHaveValue('1 Main St');
    await expect(canvas.getByLabelText(label('address.postalCode'))).toHaveValue('!');
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A valid submit in create mode: country → state → city picked, street and ZIP typed; it sends
 * `PUT /users/address` with the ids and the typed text. Storybook has no gateway, so the save
 * then fails: its message is shown and the form keeps what was typed.
 */
export const ValidSubmit: Story = {
  decorators: [withProfileData(noAddress, sent)],
  beforeEach: () => sent.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows its skeleton until the seeded data renders: wait for its button.
    await userEvent.click(await canvas.findByRole('button', { name: t('address.addAddress') }));
    await userEvent.type(canvas.getByLabelText(label('address.line1')), '1 Main St');
    await userEvent.type(canvas.getByLabelText(label('address.line2')), 'Unit 4');
    await choose('address.country', countryName('United States', i18n.language));
    await choose('address.state', 'Texas');
    await choose('address.city', 'Austin');
    await userEvent.type(canvas.getByLabelText(label('address.postalCode')), '78701');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await waitFor(() =>
      expect(sent.sent).toEqual([
        {
          endpoint: 'updateAddress',
          args: { user_id: 12, address_line1: '1 Main St', address_line2: 'Unit 4', postal_code: '78701', country_id: 1, state_id: 44, city_id: 170 },
        },
      ]),
    );
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByLabelText(label('address.postalCode'))).toHaveValue('78701');
  },
};
