import { bodyRows, checkStories, expectButton, expectEmptyState, expectFilterBar, expectLoadFailed, expectSkeletonRows } from '@agent-portal/test-utils';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as cardStories from '../components/AgentCard/AgentCard.stories.js';
import * as panelStories from '../components/AgentPanel/AgentPanel.stories.js';
import * as decideStories from '../components/DecideDialog/DecideDialog.stories.js';
import * as treeStories from '../components/HierarchyTree/HierarchyTree.stories.js';
import * as nodeStories from '../components/HierarchyTree/NodeDetails.stories.js';
import * as progressStories from '../components/PromotionProgress/PromotionProgress.stories.js';
import * as requestStories from '../components/PromotionRequests/PromotionRequests.stories.js';
import * as filterStories from '../components/TeamFilters/TeamFilters.stories.js';
import * as summaryStories from '../components/TeamSummary/TeamSummary.stories.js';
import * as tableStories from '../components/TeamTable/TeamTable.stories.js';
import * as telemetryStories from '../components/TelemetryFigures/TelemetryFigures.stories.js';
import * as chainStories from '../components/UplineChain/UplineChain.stories.js';

const filters = composeStories(filterStories);
const table = composeStories(tableStories);
const card = composeStories(cardStories);
const chain = composeStories(chainStories);

const chainCodes = () => Array.from(screen.getByTestId('upline-chain').querySelectorAll(':scope > li'), (li) => li.getAttribute('data-code'));

describe('my-team and upline stories render their states (issue #10)', { timeout: 30_000 }, () => {
  it('TeamSummary Typical, ProblemSelected, FallingNoProblems, Links and Phone', async () => {
    await checkStories(composeStories(summaryStories), {
      Typical: () => {
        expect(within(screen.getByTestId('figure-total')).getByTestId('figure-value')).toHaveTextContent('24');
        expect(screen.getByTestId('production-change')).toHaveTextContent('Up $250.00 (12.5%)');
        expect(screen.getByRole('button', { name: 'Documents: 4' })).toHaveAttribute('aria-pressed', 'false');
      },
      ProblemSelected: () => expect(screen.getByRole('button', { name: 'Documents: 4' })).toHaveAttribute('aria-pressed', 'true'),
      FallingNoProblems: () => {
        expect(screen.getByTestId('production-change')).toHaveTextContent('Down $500.00 (25%)');
        expect(screen.getByText('No problems in your downline.')).toBeInTheDocument();
      },
      Links: () => expect(screen.getByRole('link', { name: 'Blocked: 1' })).toHaveAttribute('href', '/my-team?problem=BLOCKED'),
      Phone: () => expect(screen.getAllByRole('group')).toHaveLength(5),
    });
  });

  it('TeamFilters Unfiltered, Filtered and Phone', async () => {
    await checkStories(filters, {
      Unfiltered: () => expectFilterBar({ Depth: 'All' }, 'Reset filters', false),
      Filtered: () => {
        expectFilterBar({ Depth: 'Level 2', License: 'Licensed' }, 'Reset filters');
        expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ortiz');
        expect(screen.getByRole('switch', { name: 'New this pay cycle' })).toBeChecked();
      },
      Phone: () => expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument(),
    });
  });

  it('TeamTable Rows, SortedSelected, Loading, NoMatch, NoDownline, Failed and Phone', async () => {
    await checkStories(table, {
      Rows: () => {
        const body = bodyRows('Downline agents');
        expect(body).toHaveLength(10);
        expect(body[0]).toHaveAccessibleName('Open the details of Liam Ortiz');
        expect(within(body[1]!).getByLabelText('Blocked by failed payments')).toBeInTheDocument();
      },
      SortedSelected: () => {
        expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending');
        expect(document.querySelector('tr[data-code="AG-000102"]')).toHaveClass('Mui-selected');
      },
      Loading: () => expectSkeletonRows(10),
      NoMatch: () => expectEmptyState('No agents match these filters', 'Reset filters'),
      NoDownline: () => expectEmptyState('You have no downline yet', 'Reset filters', false),
      Failed: () => expectLoadFailed('Your team could not be loaded.'),
      Phone: () => expect(within(bodyRows('Downline agents')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Agent'),
    });
  });

  it('AgentCard Downline, Blocked, UplinePublic, Self and Phone', async () => {
    await checkStories(card, {
      Downline: () => {
        expect(screen.getByRole('link', { name: /^Email Liam Ortiz,/ })).toHaveAttribute('href', 'mailto:agent101@agent-portal.test');
        expect(screen.getByRole('link', { name: /^Call Liam Ortiz,/ })).toHaveAttribute('href', 'tel:+15550100001');
        expect(screen.queryByTestId('you-marker')).not.toBeInTheDocument();
      },
      Blocked: () => expect(screen.getByText('Blocked')).toBeInTheDocument(),
      UplinePublic: () => {
        expect(screen.getByRole('link', { name: /^Email Uma Patel,/ })).toHaveAttribute('href', 'mailto:uma@agent-portal.test');
        expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
      },
      Self: () => expect(screen.getByTestId('you-marker')).toHaveTextContent('You'),
      Phone: () => expect(screen.getByRole('article', { name: 'Liam Ortiz' })).toBeInTheDocument(),
    });
  });

  it('UplineChain Cards (top-down), CompactUpToSelf and Phone', async () => {
    await checkStories(chain, {
      Cards: () => {
        expect(chainCodes()).toEqual(['AG-000001', 'AG-000003', 'AG-000007']);
        expect(screen.getAllByTestId('agent-card')).toHaveLength(3);
        expect(within(screen.getByTestId('you-marker').closest('li')!).getByText('Ava Martinez')).toBeInTheDocument();
      },
      CompactUpToSelf: () => {
        expect(chainCodes()).toEqual(['AG-000007', 'AG-000102']);
        expect(screen.queryByTestId('agent-card')).not.toBeInTheDocument();
      },
      Phone: () => expect(screen.getByRole('list', { name: 'Upline chain' })).toBeInTheDocument(),
    });
  });

  it('AgentPanel Typical, NoDownline, Loading, Forbidden, PreviewsFailed and Phone', async () => {
    await checkStories(composeStories(panelStories), {
      Typical: () => {
        expect(screen.getByRole('heading', { name: 'Agent details' })).toBeInTheDocument();
        expect(screen.getByLabelText('Essential documents missing or expired')).toBeInTheDocument();
        expect(chainCodes()).toEqual(['AG-000007', 'AG-000102']);
        expect(within(screen.getByTestId('downline-preview')).getAllByRole('listitem')).toHaveLength(10);
        expect(screen.getByTestId('downline-more')).toHaveTextContent('and 4 more');
      },
      NoDownline: () => expect(screen.getByText('No downline yet.')).toBeInTheDocument(),
      Loading: () => {
        expect(screen.queryByTestId('agent-card')).not.toBeInTheDocument();
        expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(3);
      },
      Forbidden: () => expect(screen.getByText('This agent is not in your downline.')).toBeInTheDocument(),
      PreviewsFailed: () => {
        expect(screen.getByText('The upline could not be loaded.')).toBeInTheDocument();
        expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
      },
      Phone: () => expectButton('Close'),
    });
  });

  it('TelemetryFigures Typical, Falling and Phone', async () => {
    await checkStories(composeStories(telemetryStories), {
      Typical: () => {
        const rows = bodyRows('Headcount by depth');
        expect(rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => c.textContent))).toEqual([
          ['Level 1', '12', '9'],
          ['Level 2', '10', '6'],
          ['Level 3', '2', '1'],
        ]);
        expect(screen.getByRole('link', { name: 'Documents: 4' })).toHaveAttribute('href', '/my-team?problem=DOCUMENTS');
      },
      Falling: () => expect(screen.getByTestId('production-change')).toHaveTextContent('Down $500.00 (25%)'),
      Phone: () => expect(screen.getByRole('heading', { name: 'Your downline' })).toBeInTheDocument(),
    });
  });
});

describe('hierarchy tree and promotion stories render their states (issue #10)', { timeout: 30_000 }, () => {
  const tree = composeStories(treeStories);
  const node = composeStories(nodeStories);
  const progress = composeStories(progressStories);
  const requests = composeStories(requestStories);
  const decide = composeStories(decideStories);
  const treeRow = (name: string) => within(screen.getByRole('tree', { name: 'Team hierarchy' })).getByRole('treeitem', { name: new RegExp(`^${name}`) });

  it('HierarchyTree Typical, LoadingLevel, LoadMore, LevelError, NoDownline and Phone', async () => {
    await checkStories(tree, {
      Typical: () => {
        expect(treeRow('Bea Cruz')).toHaveAttribute('aria-expanded', 'true');
        expect(treeRow('Bea Cruz')).toHaveAttribute('aria-checked', 'true');
        expect(treeRow('Dee Evans')).toBeInTheDocument();
        expect(within(treeRow('Cal Diaz')).getByRole('img', { name: 'Essential documents missing or expired' })).toBeInTheDocument();
        expect(treeRow('Dan Ross')).toHaveAttribute('aria-expanded', 'false');
      },
      LoadingLevel: () => expect(within(treeRow('Dan Ross')).getByText('Loading…')).toBeInTheDocument(),
      LoadMore: () => {
        expect(treeRow('Load more \\(570 left\\)')).toBeInTheDocument();
        expect(document.querySelectorAll('[role="treeitem"][data-kind="agent"]')).toHaveLength(51);
      },
      LevelError: () => expect(treeRow('This level could not be loaded')).toBeInTheDocument(),
      NoDownline: () => expect(screen.getAllByRole('treeitem')).toHaveLength(1),
      Phone: () => expect(treeRow('Ava Martinez \\(You\\)')).toBeInTheDocument(),
    });
  });

  it('NodeDetails Typical, Self, Empty and Phone', async () => {
    await checkStories(node, {
      Typical: () => {
        expect(screen.getByRole('link', { name: 'Open in My team' })).toHaveAttribute('href', '/my-team?agent=AG-000022');
        expect(screen.getByText('Not licensed')).toBeInTheDocument();
      },
      Self: () => expect(screen.queryByRole('link', { name: 'Open in My team' })).not.toBeInTheDocument(),
      Empty: () => expect(screen.getByTestId('node-details-empty')).toHaveTextContent('Select an agent in the tree'),
      Phone: () => expect(screen.getByRole('link', { name: /^Email Cal Diaz,/ })).toHaveAttribute('href', 'mailto:cal@agent-portal.test'),
    });
  });

  it('PromotionProgress states', async () => {
    await checkStories(progress, {
      MoneyUnmet: () => expect(screen.getByTestId('requirement-missing')).toHaveTextContent('$1,250.00 more in personal production'),
      MoneyMet: () => {
        expect(screen.getByText('Met')).toBeInTheDocument();
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      },
      RecruitsUnmet: () => expect(screen.getByTestId('requirement-missing')).toHaveTextContent('2 more licensed direct recruits'),
      Licensed: () => expect(screen.getByTestId('requirement-measure')).toHaveTextContent('Licensed'),
      NotLicensed: () => expect(screen.getByTestId('requirement-missing')).toHaveTextContent('Become a licensed contractor'),
      Phone: () => expect(screen.getByText('Not met')).toBeInTheDocument(),
    });
  });

  it('PromotionRequests Mine, Loading, Empty, Failed, Phone, ToDecide and ToDecideEmpty', async () => {
    await checkStories(requests, {
      Mine: () => {
        expect(bodyRows('My requests')).toHaveLength(3);
        expect(within(bodyRows('My requests')[1]!).getByText('Declined')).toBeInTheDocument();
      },
      Loading: () => expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0),
      Empty: () => expectEmptyState('No promotion requests yet'),
      Failed: () => expect(screen.getByText('Your requests could not be loaded.')).toBeInTheDocument(),
      Phone: () => expect(within(bodyRows('My requests')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Requested'),
      ToDecide: () => expectButton('Approve Rui Sato'),
      ToDecideEmpty: () => expectEmptyState('Nothing to decide'),
    });
  });

  it('DecideDialog Approve, Decline, Conflict and Phone', async () => {
    const approve = render(<decide.Approve />);
    expect(screen.getByRole('dialog', { name: 'Approve Paz Lee’s promotion to Senior Associate?' })).toHaveTextContent('Their rank changes at once.');
    approve.unmount();
    const decline = render(<decide.Decline />);
    expect(screen.getByRole('textbox', { name: /Note/ })).toBeRequired();
    decline.unmount();
    const user = userEvent.setup();
    const conflict = render(<decide.Conflict />);
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Too early');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This request was already decided.'));
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Too early');
    conflict.unmount();
    render(<decide.Phone />);
    expectButton('Approve');
  });
});
