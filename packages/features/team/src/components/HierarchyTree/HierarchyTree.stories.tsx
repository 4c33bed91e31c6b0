import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../../i18n/index.js';
import { MY_CODE } from '../../test/promotionFixtures.js';
import { leaves, treeNode, treeStateOf } from '../../test/treeFixtures.js';
import { HierarchyTree, type HierarchyTreeProps } from './HierarchyTree.js';

const bea = treeNode('AG-000021', 'Bea', 'Cruz', 2);
const cal = treeNode('AG-000022', 'Cal', 'Diaz', 0, ['BLOCKED', 'DOCUMENTS'], false);
const dan = treeNode('AG-000023', 'Dan', 'Ross', 3, ['LICENSE_PENDING']);
const dee = treeNode('AG-000031', 'Dee', 'Evans', 0);
const eli = treeNode('AG-000032', 'Eli', 'Fox', 0, [], false);

/** The tree with its expansion and selection kept in story state, so it can be explored. */
function Interactive(props: HierarchyTreeProps) {
  const [expanded, setExpanded] = useState<string[]>([...props.expandedItems]);
  const [selected, setSelected] = useState<string | null>(props.selectedCode);
  return <HierarchyTree {...props} expandedItems={expanded} onExpandedItemsChange={setExpanded} selectedCode={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Features/Team/HierarchyTree',
  component: HierarchyTree,
  parameters: { layout: 'padded' },
  render: (args) => <Interactive {...args} />,
  args: {
    state: treeStateOf({ [MY_CODE]: [bea, cal, dan], [bea.code]: [dee, eli] }),
    rootCode: MY_CODE,
    expandedItems: [MY_CODE, bea.code],
    selectedCode: bea.code,
    onExpandedItemsChange: () => undefined,
    onExpand: () => undefined,
    onSelect: () => undefined,
    onLoadMore: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof HierarchyTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent, three direct agents (problems, licensed or not), one expanded and selected. */
export const Typical: Story = {};
/** Dan's level is on its way: a progress row under him. */
export const LoadingLevel: Story = {
  args: { state: treeStateOf({ [MY_CODE]: [bea, cal, dan] }, { status: {} }), expandedItems: [MY_CODE, dan.code], selectedCode: null },
};
/** 120 loaded of 620: 50 shown and "Load more (570 left)". */
export const LoadMore: Story = {
  args: { state: treeStateOf({ [MY_CODE]: leaves(120) }, { count: { [MY_CODE]: 620 } }), expandedItems: [MY_CODE], selectedCode: null },
};
/** Bea's level failed: a row to try again. */
export const LevelError: Story = {
  args: { state: treeStateOf({ [MY_CODE]: [bea, cal, dan], [bea.code]: [] }, { status: { [bea.code]: 'error' } }), expandedItems: [MY_CODE, bea.code], selectedCode: null },
};
/** An agent without a downline: the root alone. */
export const NoDownline: Story = { args: { state: treeStateOf({}), expandedItems: [MY_CODE], selectedCode: null } };
/** A phone (390 px): rows wrap, no horizontal page scroll. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
