import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/index.js';
import { SearchPanel, type SearchPanelProps } from './SearchPanel.js';
import { emptyResult, fullResult } from './fixtures.js';

/** The panel inside a 500 px high, 800 px wide frame, as in the modal (§9); the input is live. */
function Framed(props: SearchPanelProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <Paper elevation={8} sx={{ height: 500, maxWidth: 800, mx: 'auto' }}>
      <SearchPanel {...props} query={query} onQueryChange={setQuery} />
    </Paper>
  );
}

const meta = {
  title: 'Features/Search/SearchPanel',
  component: SearchPanel,
  render: (args) => <Framed {...args} />,
  args: {
    query: 'rosa',
    status: 'done',
    result: fullResult,
    licensed: true,
    onQueryChange: () => {},
    onOpen: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group: clients (one without policies: N/A), forms of the three categories, tickets. */
export const Results: Story = {};

/** Blank input: 'Enter Text to Search'. */
export const Empty: Story = { args: { query: '', status: 'idle', result: undefined } };

/** Nothing matches: 'No Result found'. */
export const NoResult: Story = { args: { query: 'zzqx', result: emptyResult } };

/** Waiting for the debounce or the gateway, earlier results dimmed. */
export const Loading: Story = { args: { status: 'loading' } };

/** The first search is on its way. */
export const FirstLoad: Story = { args: { status: 'loading', result: undefined } };

/** The search failed: a message and a retry. */
export const Failed: Story = { args: { status: 'error', result: undefined } };

/** The gateway refused the search (its policy reason, issue #26: here a blocked agent), worded in the story's language: no retry. */
export const Refused: Story = {
  args: { status: 'error', result: undefined },
  render: function RefusedPanel(args) {
    const { t } = useTranslation('common');
    return <Framed {...args} refusal={t('gatewayReason.blocked')} />;
  },
};

/** An unlicensed contractor: client results are marked and lead to access-denied (§6). */
export const Unlicensed: Story = { args: { licensed: false } };
