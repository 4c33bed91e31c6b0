import type { AgentProblem } from '@agent-portal/api-client';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import { RichTreeView, type RichTreeViewApiRef } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { forwardRef, memo, useCallback, useMemo, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n';
import { RankChip } from '../RankChip/RankChip';
import { buildTreeItems, type DownlineTreeState, type ShownCounts, type TreeAgent, type TreeEntry } from './downlineTree';

/** Props of {@link HierarchyTree}. */
export interface HierarchyTreeProps {
  /** The downline loaded so far (`useDownlineTree().state`). */
  state: DownlineTreeState;
  /** The root's code (the signed-in agent). */
  rootCode: string;
  /** Children shown per level (windowing), default `TREE_WINDOW` each. */
  shown?: ShownCounts;
  /** Expanded agents' codes (controlled). */
  expandedItems: readonly string[];
  onExpandedItemsChange: (codes: string[]) => void;
  /** An agent was expanded (click, ArrowRight, `*`): load its children. */
  onExpand: (code: string) => void;
  /** The selected agent's code (controlled), or null. */
  selectedCode: string | null;
  onSelect: (code: string) => void;
  /** "Load more" under `code`'s children was chosen (click, Enter, Space). */
  onLoadMore: (code: string) => void;
  /** The failed level under `code` was chosen: load it again. */
  onRetry: (code: string) => void;
  /** The MUI X tree's API (focus, DOM elements), from `useRichTreeViewApiRef()`. */
  apiRef?: RichTreeViewApiRef;
}

const PROBLEM_ICON = { BLOCKED: BlockOutlined, DOCUMENTS: DescriptionOutlined, LICENSE_PENDING: HourglassEmptyOutlined } as const;
const PROBLEM_COLOR = { BLOCKED: 'error', DOCUMENTS: 'warning', LICENSE_PENDING: 'info' } as const;

/**
 * An agent's problems in a tree row: small icons named by `aria-label` and `title` (no MUI
 * Tooltip per row: cheap for 500 rows).
 */
function NodeProblems({ problems }: { problems: readonly AgentProblem[] }) {
  const { t } = useTranslation(TEAM_NS);
  return (
    <>
      {problems.map((problem) => {
        const Icon = PROBLEM_ICON[problem];
        const label = t(`common.problems.${problem}`);
        return <Icon key={problem} role="img" aria-label={label} titleAccess={label} color={PROBLEM_COLOR[problem]} className="tree-icon" data-problem={problem} />;
      })}
    </>
  );
}

/** The content of an agent's row: name, code, rank, licensed mark, "N below", problems. */
const AgentLabel = memo(function AgentLabel({ agent, isRoot }: { agent: TreeAgent; isRoot: boolean }) {
  const { t } = useTranslation(TEAM_NS);
  // plain spans styled once by the tree's `sx` (class names below): no emotion work per row
  return (
    <span className="tree-agent">
      <span className="tree-name">
        {agent.first_name} {agent.last_name}
        {isRoot ? ` (${t('tree.you')})` : ''}
      </span>
      <span className="tree-meta">{agent.code}</span>
      <RankChip rank={agent.rank} />
      {agent.is_licensed ? (
        <VerifiedOutlined role="img" aria-label={t('common.licensed')} titleAccess={t('common.licensed')} color="success" className="tree-icon" data-licensed />
      ) : null}
      <span className="tree-meta" data-testid="node-below">
        {t('tree.below', { n: agent.total_downline_count })}
      </span>
      {agent.problems && agent.problems.length > 0 ? <NodeProblems problems={agent.problems} /> : null}
    </span>
  );
});

/** The content of a helper row (progress, load more, error). */
function HelperLabel({ entry }: { entry: TreeEntry }) {
  const { t } = useTranslation(TEAM_NS);
  if (entry.kind === 'loading') {
    return (
      <span className="tree-helper tree-meta">
        <CircularProgress size={14} aria-hidden />
        {t('tree.loading')}
      </span>
    );
  }
  if (entry.kind === 'error') {
    return (
      <span className="tree-helper tree-error">
        <ErrorOutline fontSize="small" aria-hidden />
        {t('tree.levelError')}
      </span>
    );
  }
  return (
    <span className="tree-helper tree-more">
      {entry.busy ? <CircularProgress size={14} aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />}
      {t('tree.loadMore', { left: entry.left })}
    </span>
  );
}

/** A row of the tree: a MUI X `TreeItem` whose label is built from the item's model. */
const HierarchyTreeItem = memo(
  forwardRef<HTMLLIElement, TreeItemProps>(function HierarchyTreeItem(props, ref) {
    const entry = useTreeItemModel<TreeEntry>(props.itemId);
    const label = !entry ? props.label : entry.kind === 'agent' ? <AgentLabel agent={entry.agent!} isRoot={entry.isRoot ?? false} /> : <HelperLabel entry={entry} />;
    return <TreeItem {...props} ref={ref} label={label} data-kind={entry?.kind} />;
  }),
);

const getItemId = (entry: TreeEntry) => entry.id;
const getItemLabel = (entry: TreeEntry) => entry.label;
const getItemChildren = (entry: TreeEntry) => entry.children;
const isItemDisabled = (entry: TreeEntry) => entry.kind === 'loading';
const SLOTS = { item: HierarchyTreeItem };
const NONE_SHOWN: ShownCounts = {};
/** The rows' styles, once for the whole tree (theme colours only). */
const TREE_SX = {
  minWidth: 0,
  '& .tree-agent': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25, py: 0.25, minWidth: 0 },
  '& .tree-name': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .tree-meta': { color: 'text.secondary', fontSize: '0.8125rem' },
  '& .tree-icon': { fontSize: 18 },
  '& .tree-helper': { display: 'inline-flex', alignItems: 'center', gap: 1 },
  '& .tree-error': { color: 'error.main' },
  '& .tree-more': { color: 'primary.main', fontWeight: 600 },
} as const;

/**
 * The downline as a tree (MUI X `RichTreeView`, free edition: its lazy-loading `dataSource` is
 * a Pro feature, so the page grows `items` itself as levels load; issue #10, spec §2
 * my-team/team-hierarchy). The WAI-ARIA tree pattern comes from MUI X: arrows, Home/End, `*`,
 * type-ahead on the agent's name, Enter/Space select. An expandable agent not loaded yet has a
 * progress row as its only child, so it shows the expand icon; expanding it calls `onExpand`.
 * "Load more (N left)" and a failed level's row are selectable rows that call `onLoadMore` /
 * `onRetry` instead of changing the selection. A level renders `shown[code]` children at most
 * (windowing: `TREE_WINDOW`, 50): 500 MUI TreeItems at once are too slow for the 100 ms budget.
 */
export function HierarchyTree({ state, rootCode, shown = NONE_SHOWN, expandedItems, onExpandedItemsChange, onExpand, selectedCode, onSelect, onLoadMore, onRetry, apiRef }: HierarchyTreeProps) {
  const { t } = useTranslation(TEAM_NS);
  const items = useMemo(() => buildTreeItems(state, rootCode, shown), [state, rootCode, shown]);
  const handleSelected = useCallback(
    (_event: SyntheticEvent | null, id: string | null) => {
      if (!id) return;
      const sep = id.lastIndexOf('|');
      if (sep < 0) return onSelect(id);
      const parent = id.slice(0, sep);
      const kind = id.slice(sep + 1);
      if (kind === 'more') onLoadMore(parent);
      else if (kind === 'error') onRetry(parent);
    },
    [onSelect, onLoadMore, onRetry],
  );
  const handleToggle = useCallback(
    (_event: SyntheticEvent | null, id: string, isExpanded: boolean) => {
      if (isExpanded && !id.includes('|')) onExpand(id);
    },
    [onExpand],
  );
  const handleExpanded = useCallback((_event: SyntheticEvent | null, ids: string[]) => onExpandedItemsChange(ids), [onExpandedItemsChange]);
  return (
    <RichTreeView<TreeEntry, false>
      aria-label={t('tree.label')}
      items={items}
      getItemId={getItemId}
      getItemLabel={getItemLabel}
      getItemChildren={getItemChildren}
      isItemDisabled={isItemDisabled}
      expandedItems={expandedItems}
      onExpandedItemsChange={handleExpanded}
      onItemExpansionToggle={handleToggle}
      selectedItems={selectedCode}
      onSelectedItemsChange={handleSelected}
      slots={SLOTS}
      apiRef={apiRef}
      sx={TREE_SX}
    />
  );
}
