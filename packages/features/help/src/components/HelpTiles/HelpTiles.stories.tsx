import { paths } from '@agent-portal/feature-api';
import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HELP_NS } from '../../i18n/index.js';
import { withHelpStore } from '../../test/storyStore.js';
import { HelpTiles } from './HelpTiles.js';

const meta = {
  title: 'Features/Help/HelpTiles',
  component: HelpTiles,
  decorators: [withHelpStore()],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HelpTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language. */
const t = (key: string) => i18n.getFixedT(null, HELP_NS)(key);

/** The four help areas, each a link (FAQ, tickets, a new ticket, announcements). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('home.title') }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.faq,
      paths.generateTicket,
      `${paths.generateTicket}?new=1`,
      paths.announcements,
    ]);
  },
};

/** On a phone: one column. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
