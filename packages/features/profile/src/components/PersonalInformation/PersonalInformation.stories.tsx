import { i18n } from '@agent-portal/i18n';
import { UI_KIT_NS } from '@agent-portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { createMutationLog } from '@agent-portal/test-utils/stories';
import { withProfileData } from '../../test/storyDecorators.js';
import { storyDefaults } from './storyData.js';
import { PersonalInformation } from './PersonalInformation.js';

const meta = {
  title: 'Features/Profile/MyProfile/PersonalInformation',
  component: PersonalInformation,
  args: { userId: 12 },
} satisfies Meta<typeof PersonalInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, MY_PROFILE_NS)(key);
const saveLabel = () => i18n.getFixedT(null, UI_KIT_NS)('save');
/** A field's whole label: its text, then the asterisk of a required field. */
const label = (key: string) => new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The mutations the stories below start (no gateway in Storybook: the save then fails). */
const sent = createMutationLog();

/** The read-only view (Edit opens the form). */
export const View: Story = {
  decorators: [withProfileData()],
};

/** Optional fields not set. */
export const NoPhone: Story = {
  decorators: [withProfileData({ info: { ...storyDefaults.info, phone: null, date_of_birth: null } })],
};

/** A long name wraps in the read-only view. */
export const LongName: Story = {
  decorators: [
    withProfileData({
      info: { ...storyDefaults.info, first_name: 'Maximiliana-Alexandrina Josefina', last_name: 'Wolfeschlegelsteinhausen-Bergerdorff' },
    }),
  ],
};

/**
 * An invalid submit (§5): the first name emptied and a phone not in E.164 — each field says what
 * is wrong and is marked invalid, what was typed stays, and nothing is sent.
 */
export const InvalidSubmit: Story = {
  decorators: [withProfileData({}, sent)],
  beforeEach: () => sent.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows its skeleton until the seeded data renders: wait for Edit.
    await userEvent.click(await canvas.findByRole('button', { name: t('common.edit') }));
    const first = canvas.getByLabelText(label('personal.firstName'));
    const phone = canvas.getByLabelText(label('personal.phone'));
    await userEvent.clear(first);
    await userEvent.clear(phone);
    await userEvent.type(phone, '555-0145');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await expect(await canvas.findByText(t('validation.required'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.phone'))).toBeInTheDocument();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('555-0145');
    // The first invalid field is scrolled to, then focused (650 ms).
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByLabelText(label('personal.lastName'))).toHaveValue(storyDefaults.info.last_name);
    await expect(sent.sent).toEqual([]);
  },
};

/**
 * A valid submit sends `PUT /users/12/update-personal-information` with the typed values
 * (trimmed). Storybook has no gateway, so the save then fails: its message is shown and the
 * form keeps what was typed.
 */
export const ValidSubmit: Story = {
  decorators: [withProfileData({}, sent)],
  beforeEach: () => sent.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows its skeleton until the seeded data renders: wait for Edit.
    await userEvent.click(await canvas.findByRole('button', { name: t('common.edit') }));
    const first = canvas.getByLabelText(label('personal.firstName'));
    const phone = canvas.getByLabelText(label('personal.phone'));
    await userEvent.clear(first);
    await userEvent.type(first, ' Mia ');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+15125550123');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel() }));
    await waitFor(() =>
      expect(sent.sent).toEqual([
        {
          endpoint: 'updatePersonalInformation',
          args: { id: 12, body: { first_name: 'Mia', last_name: 'Martinez', phone: '+15125550123', date_of_birth: '1988-04-17' } },
        },
      ]),
    );
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(first).toHaveValue(' Mia ');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  },
};
