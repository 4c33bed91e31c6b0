import { searchApi } from '@agent-portal/api-client';
import { createStoryStore } from '@agent-portal/test-utils/stories';
import { i18n } from '@agent-portal/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SEARCH_NS } from '../../i18n/index.js';
import { fullResult } from '../SearchPanel/fixtures.js';
import { SearchModal } from './SearchModal.js';

// Story-only: a store like the portal's whose cache already holds the answer to "rosa" (there is
// no gateway in Storybook: any other search fails, which shows the panel's error with Retry).
function seededStore() {
  const store = createStoryStore();
  void store.dispatch(searchApi.util.upsertQueryData('searchEverything', { search: 'rosa' }, fullResult));
  return store;
}

function StoreAndRouter({ children }: { children: ReactNode }) {
  const [store] = useState(seededStore);
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

const withStoreAndRouter: Decorator = (Story) => (
  <StoreAndRouter>
    <Story />
  </StoreAndRouter>
);

const meta = {
  title: 'Features/Search/SearchModal',
  component: SearchModal,
  args: { open: true, onClose: fn() },
  decorators: [withStoreAndRouter],
} satisfies Meta<typeof SearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string) => i18n.getFixedT(null, SEARCH_NS)(key);

/**
 * The global search (§9) as the top bar opens it: a dialog named "Search" whose input is empty
 * ("Enter Text to Search"); typing a name shows the grouped results; Escape closes it.
 */
export const TypeAndClose: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: t('title') });
    const input = within(dialog).getByLabelText(t('inputLabel'));
    await userEvent.type(input, 'rosa');
    await expect(await within(dialog).findByText(/Rosa Diaz|Diaz/)).toBeInTheDocument();
    await expect(input).toHaveValue('rosa');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** The close button closes it too; a click on the backdrop does not (§9: nothing typed is lost). */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: t('title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = { args: { open: false } };
