import { i18n, initI18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import { SessionExpiryModal } from './SessionExpiryModal.js';

const meta = {
  title: 'Session/SessionExpiryModal',
  component: SessionExpiryModal,
  loaders: [
    async () => {
      await initI18n({ lng: 'en' });
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <I18nextProvider i18n={i18n}>
        <Story />
      </I18nextProvider>
    ),
  ],
  args: { open: true, secondsLeft: 30, onStayLoggedIn: fn(), onLogOut: fn() },
} satisfies Meta<typeof SessionExpiryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: 60 s before the token expires, 30 s to choose (spec §2, §4). */
export const Open: Story = {};

/** Mid-countdown. */
export const Countdown: Story = { args: { secondsLeft: 12 } };

/** STAY LOGGED IN was clicked and the renewal is in flight. */
export const Renewing: Story = { args: { secondsLeft: 25, renewing: true } };

/** The renewal failed: 'You might have to LogIn again'; only LOG OUT remains. */
export const RenewalFailed: Story = { args: { secondsLeft: 18, renewFailed: true } };
