import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOWNLINE_PAGE_SIZE } from '../components/HierarchyTree/downlineTree.js';
import { TEAM_TREE_EXPAND, TEAM_TREE_FIRST_RENDER } from '../components/HierarchyTree/treeTimings.js';
import { chainEntry, leaves, MY_CODE, serveTree, teamMember, treeNode } from '../test/treeServer.js';
import { Component as TeamHierarchyRoute } from './TeamHierarchyRoute.js';

const bea = treeNode('AG-000021', 'Bea', 'Cruz', 2);
const cal = treeNode('AG-000022', 'Cal', 'Diaz', 0, ['BLOCKED'], false);
const dee = treeNode('AG-000031', 'Dee', 'Evans', 1);
const eli = treeNode('AG-000032', 'Eli', 'Fox', 0);
const fay = treeNode('AG-000041', 'Fay', 'Gray', 0);
const world = () => ({ children: { [MY_CODE]: [bea, cal], [bea.code]: [dee, eli], [dee.code]: [fay] } });

const renderPage = () => renderWithProviders(<TeamHierarchyRoute />, { route: '/my-team/team-hierarchy', path: '/my-team/team-hierarchy' });
/**
 * The tree row whose content starts with `name` (a row's name includes its expanded children).
 * Up to 5 s: a level's rows after its first 20 come in a transition, and naming 100+ rows in jsdom
 * took over the default second on the loaded 2-core CI machine.
 */
const row = (name: string) => screen.findByRole('treeitem', { name: new RegExp(`^${name}`) }, { timeout: 5000 });
/** Clicks a row's content (where MUI X listens), not the row's `li`. */
const clickRow = async (user: { click: (element: Element) => Promise<void> }, name: string) =>
  user.click(within(screen.getByRole('tree')).getByText(new RegExp(`^${name}`)));

describe('team hierarchy page (issue #10)', { timeout: 30_000 }, () => {
  beforeEach(() => performance.clearMeasures());

  it('shows the agent as the root with the first level loaded from the DOWNLINE preview', async () => {
    const api = serveTree(world());
    renderPage();
    const root = await row('Ava Martinez \\(You\\)');
    expect(root).toHaveAttribute('aria-expanded', 'true');
    const beaRow = await row('Bea Cruz');
    // Issue #29: the name reads the same in every language, "(You)" and the rank are translated words.
    expect(within(root).getAllByText('Ava Martinez')[0]).toHaveAttribute('translate', 'no');
    expect(within(beaRow).getByText('Associate').closest('[translate="no"]')).toBeNull();
    expect(beaRow).toHaveTextContent('AG-000021');
    expect(beaRow).toHaveTextContent('Associate');
    expect(beaRow).toHaveTextContent('4 below');
    expect(within(beaRow).getByRole('img', { name: 'Licensed' })).toBeInTheDocument();
    expect(beaRow).toHaveAttribute('aria-expanded', 'false');
    const calRow = await row('Cal Diaz');
    expect(within(calRow).getByRole('img', { name: 'Blocked by failed payments' })).toBeInTheDocument();
    expect(within(calRow).queryByRole('img', { name: 'Licensed' })).not.toBeInTheDocument();
    expect(calRow).not.toHaveAttribute('aria-expanded');
    expect(Object.fromEntries(api.downline[0]!.entries())).toEqual({ code: MY_CODE, preview: 'DOWNLINE', page: '1', limit: String(DOWNLINE_PAGE_SIZE) });
    expect(api.downline).toHaveLength(1);
    await waitFor(() => expect(performance.getEntriesByName(TEAM_TREE_FIRST_RENDER, 'measure')).toHaveLength(1));
  });

  it('expanding a node asks for its children and shows them; selecting shows its card with a my-team link', async () => {
    const api = serveTree(world());
    const { user } = renderPage();
    await row('Bea Cruz');
    await clickRow(user, 'Bea Cruz');
    expect(await row('Dee Evans')).toBeInTheDocument();
    expect(await row('Eli Fox')).toBeInTheDocument();
    expect(api.asked()).toEqual([`${MY_CODE}#1`, 'AG-000021#1']);
    expect(await row('Bea Cruz')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(performance.getEntriesByName(TEAM_TREE_EXPAND, 'measure')).toHaveLength(1));
    const details = screen.getByTestId('node-details');
    expect(details).toHaveTextContent('Bea Cruz');
    expect(within(details).getByRole('link', { name: /^Email Bea Cruz,/ })).toHaveAttribute('href', 'mailto:bea@agent-portal.test');
    expect(within(details).getByRole('link', { name: 'Open in My team' })).toHaveAttribute('href', '/my-team?agent=AG-000021');
    // collapsing and expanding again does not ask twice
    await clickRow(user, 'Bea Cruz');
    await waitFor(() => expect(screen.queryByText('Dee Evans')).not.toBeInTheDocument());
    await clickRow(user, 'Bea Cruz');
    expect(await row('Dee Evans')).toBeInTheDocument();
    expect(api.asked()).toEqual([`${MY_CODE}#1`, 'AG-000021#1']);
  });

  it('"Load more" asks for the next page and appends it', async () => {
    const api = serveTree({ children: { [MY_CODE]: [bea, cal, treeNode('AG-000023', 'Dan', 'Ross')] }, pageSize: 2 });
    const { user } = renderPage();
    await row('Load more \\(1 left\\)');
    expect(screen.queryByText('Dan Ross')).not.toBeInTheDocument();
    await clickRow(user, 'Load more');
    expect(await row('Dan Ross')).toBeInTheDocument();
    expect(api.asked()).toEqual([`${MY_CODE}#1`, `${MY_CODE}#2`]);
    expect(screen.queryByText(/Load more/)).not.toBeInTheDocument();
    expect(screen.getByTestId('node-details-empty')).toBeInTheDocument();
  });

  it('a big level renders 50 children at a time: "Load more" shows the loaded ones before asking the server', async () => {
    const api = serveTree({ children: { [MY_CODE]: leaves(120) } });
    const { user } = renderPage();
    await row('Load more \\(70 left\\)');
    const agentRows = () => document.querySelectorAll('[role="treeitem"][data-kind="agent"]');
    expect(agentRows()).toHaveLength(51); // the root and 50 children
    await clickRow(user, 'Load more');
    await row('Load more \\(20 left\\)');
    expect(agentRows()).toHaveLength(101);
    expect(api.asked()).toEqual([`${MY_CODE}#1`]);
  });

  it('keyboard: ArrowDown moves, ArrowRight expands and loads the level', async () => {
    const api = serveTree(world());
    const { user } = renderPage();
    await row('Bea Cruz');
    await user.tab(); // the search field
    await user.tab(); // into the tree
    expect(await row('Ava Martinez')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const beaRow = await row('Bea Cruz');
    expect(beaRow).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(beaRow).toHaveAttribute('aria-expanded', 'true'));
    expect(await row('Dee Evans')).toBeInTheDocument();
    expect(api.asked()).toContain('AG-000021#1');
    await user.keyboard('{ArrowDown}');
    expect(await row('Dee Evans')).toHaveFocus();
  });

  it('search → chain → the path is loaded and expanded, the agent selected (aria-checked, MUI X v9) and focused', async () => {
    const api = serveTree({
      ...world(),
      team: [teamMember(fay, 3), teamMember(bea, 1)],
      chains: { [fay.code]: [chainEntry(fay), chainEntry(dee), chainEntry(bea), chainEntry({ code: MY_CODE, first_name: 'Ava', last_name: 'Martinez' }, 'SELF'), chainEntry({ code: 'AG-000003', first_name: 'Noah', last_name: 'Kim' }, 'UPLINE')] },
    });
    const { user } = renderPage();
    await row('Bea Cruz');
    await user.type(screen.getByRole('combobox', { name: 'Find an agent' }), 'fay');
    await user.click(await screen.findByRole('option', { name: /Fay Gray/ }));
    const fayRow = await row('Fay Gray');
    await waitFor(() => expect(fayRow).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(fayRow).toHaveFocus());
    expect(await row('Dee Evans')).toHaveAttribute('aria-expanded', 'true');
    expect(await row('Bea Cruz')).toHaveAttribute('aria-expanded', 'true');
    expect(api.asked()).toEqual([`${MY_CODE}#1`, 'AG-000021#1', 'AG-000031#1']);
    expect(Object.fromEntries(api.searches.at(-1)!.entries())).toEqual({ search: 'fay', limit: '10' });
    expect(screen.getByTestId('node-details')).toHaveTextContent('Fay Gray');
  });

  it('an agent without a downline sees the root and the empty state', async () => {
    const api = serveTree({ children: {} });
    renderPage();
    expect(await screen.findByText('No one in your downline yet')).toBeInTheDocument();
    expect(await row('Ava Martinez')).not.toHaveAttribute('aria-expanded');
    // the first level is asked for alongside the root agent (before knowing it has none): once
    await waitFor(() => expect(api.asked()).toEqual([`${MY_CODE}#1`]));
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
  });
});
