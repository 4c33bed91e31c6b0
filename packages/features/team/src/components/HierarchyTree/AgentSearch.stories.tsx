import { i18n } from '@agent-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEAM_NS } from '../../i18n/index.js';
import { MY_CODE, makeMember } from '../../test/myTeamFixtures.js';
import { withSearchResults } from '../../test/storyStore.js';
import { AgentSearch } from './AgentSearch.js';

const meta = {
  title: 'Features/Team/HierarchyTree/AgentSearch',
  component: AgentSearch,
  args: { rootCode: MY_CODE, onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, TEAM_NS)(key);

const emma = makeMember(3);
const emmaJunior = makeMember(13, { first_name: 'Emmanuelle-Alexandrine', last_name: 'Dubois-Fontaine de la Tour' });

/** The empty field. */
export const Empty: Story = { decorators: [withSearchResults()] };

/** Without the agent's code (still loading) the field is off. */
export const Disabled: Story = {
  args: { rootCode: undefined },
  decorators: [withSearchResults()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: t('tree.search') })).toBeDisabled();
  },
};

/** Typing proposes the matches of the downline (name, code and rank); choosing one hands it over. */
export const ChooseMatch: Story = {
  decorators: [withSearchResults({ emm: { data: [emma, emmaJunior], count: 2 } })],
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('combobox', { name: t('tree.search') });
    await userEvent.type(field, 'emm');
    const list = within(await within(document.body).findByRole('listbox'));
    await expect(await list.findAllByRole('option')).toHaveLength(2);
    await userEvent.click(list.getByRole('option', { name: new RegExp(emma.code) }));
    await expect(args.onChoose).toHaveBeenCalledWith(emma);
    await expect(field).toHaveValue(`${emma.first_name} ${emma.last_name} (${emma.code})`);
  },
};

/** Nothing in the downline matches. */
export const NoMatches: Story = {
  decorators: [withSearchResults({ zz: { data: [], count: 0 } })],
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: t('tree.search') }), 'zz');
    await waitFor(() => expect(within(document.body).getByText(t('tree.noMatches'))).toBeInTheDocument());
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
