import type { AgentProblem, RankCode } from '@agent-portal/api-client/wire';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { RichTreeView, type RichTreeViewApiRef } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { createContext, forwardRef, isValidElement, memo, startTransition, useCallback, useContext, useEffect, useMemo, useState, type HTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { RANKS } from '@agent-portal/api-client/wire';
import { buildTreeItems, keepUnchangedEntries, TREE_FIRST_ROWS, type DownlineTreeState, type ShownCounts, type TreeAgent, type TreeEntry } from './downlineTree.js';

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
 * The texts of the tree's rows, translated once per tree and language (not per row: a
 * `useTranslation` per row cost ~0.3 ms each, 15 ms of a 50-row expansion).
 */
interface RowTexts {
  you: string;
  licensed: string;
  below: (n: number) => string;
  rank: (rank: RankCode) => string;
  problem: (problem: AgentProblem) => string;
}

const RowTextsContext = createContext<RowTexts | null>(null);

/** An agent's problems in a tree row: small icons named by `aria-label` and `title` (no MUI Tooltip per row). */
function NodeProblems({ problems, texts }: { problems: readonly AgentProblem[]; texts: RowTexts }) {
  return (
    <>
      {problems.map((problem) => {
        const Icon = PROBLEM_ICON[problem];
        const label = texts.problem(problem);
        return <Icon key={problem} role="img" aria-label={label} titleAccess={label} color={PROBLEM_COLOR[problem]} className="tree-icon" data-problem={problem} />;
      })}
    </>
  );
}

/**
 * The content of an agent's row: name, code, rank, licensed mark, "N below", problems. Plain
 * elements styled once by the tree's `sx` (class names below), the rank a pill like
 * `RankChip` (outlined, filled from Marketing Director up) without a MUI Chip per row.
 */
const AgentLabel = memo(function AgentLabel({ agent, isRoot }: { agent: TreeAgent; isRoot: boolean }) {
  const texts = useContext(RowTextsContext)!;
  return (
    <span className="tree-agent">
      <span className="tree-name">
        <span translate="no">
          {agent.first_name} {agent.last_name}
        </span>
        {isRoot ? ` (${texts.you})` : ''}
      </span>
      <span className="tree-meta">{agent.code}</span>
      <span className="tree-rank" data-rank={agent.rank} data-high={RANKS.indexOf(agent.rank) >= 2 ? '' : undefined}>
        {texts.rank(agent.rank)}
      </span>
      {agent.is_licensed ? (
        <VerifiedOutlined role="img" aria-label={texts.licensed} titleAccess={texts.licensed} color="success" className="tree-icon" data-licensed />
      ) : null}
      <span className="tree-meta" data-testid="node-below">
        {texts.below(agent.total_downline_count)}
      </span>
      {agent.problems && agent.problems.length > 0 ? <NodeProblems problems={agent.problems} texts={texts} /> : null}
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

/** The expand/collapse chevron of a row (Material's chevron path; turned down when expanded, by the tree's `sx`). */
function Chevron() {
  return (
    <svg className="tree-chevron" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
    </svg>
  );
}

/** The same child rows: MUI X passes them as a new array of keyed elements on every render. */
function sameChildRows(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((child: unknown, i) => {
    const other: unknown = b[i];
    return (
      isValidElement(child) &&
      isValidElement(other) &&
      child.key === other.key &&
      child.type === other.type &&
      (child.props === other.props || shallowSame(child.props as Record<string, unknown>, other.props as Record<string, unknown>))
    );
  });
}

function shallowSame(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * A row's props are unchanged when all but `children` are the same and its child rows are the
 * same elements (key, type, props): a row's own state reaches it through MUI X's store
 * (`useTreeItem`, `useTreeItemModel`), and each child row is a memoised MUI X item of its own.
 * MUI X re-renders every row when `items` changes, handing each new `children`; without this, every
 * row drawn rendered again for each level loaded (issue #10's expansion budget).
 */
function sameRowProps(prev: TreeItemProps, next: TreeItemProps): boolean {
  const { children: prevChildren, ...prevRest } = prev;
  const { children: nextChildren, ...nextRest } = next;
  return shallowSame(prevRest as Record<string, unknown>, nextRest as Record<string, unknown>) && sameChildRows(prevChildren, nextChildren);
}

/**
 * A row of the tree, built on MUI X's `useTreeItem` (the ARIA tree item, keyboard, focus,
 * expansion and selection come from it) with plain elements styled once by the tree's `sx`
 * instead of MUI X's `TreeItem`, whose five styled slots and transition cost ~2.5 ms per row
 * (a 50-row level: most of the expansion's budget). No expand animation: the level shows at once.
 */
const HierarchyTreeItem = memo(
  forwardRef<HTMLLIElement, TreeItemProps>(function HierarchyTreeItem({ id, itemId, label: fallbackLabel, disabled, children }, ref) {
    const entry = useTreeItemModel<TreeEntry>(itemId);
    // one label element per model: the item's hooks keep what they are given, and a new element
    // on every render would render the row again and again
    const label = useMemo(
      () => (!entry ? fallbackLabel : entry.kind === 'agent' ? <AgentLabel agent={entry.agent!} isRoot={entry.isRoot ?? false} /> : <HelperLabel entry={entry} />),
      [entry, fallbackLabel],
    );
    const { getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } = useTreeItem({
      id,
      itemId,
      children,
      label,
      disabled,
    });
    const rootProps = getRootProps({ className: 'tree-item' });
    const rootRef = useForkRef(rootProps.ref, ref);
    // the group's transition props (`in`, `unmountOnExit`, `component`) do not belong on a plain list
    const { in: open, unmountOnExit: _unmount, component: _component, ...group } = getGroupTransitionProps() as unknown as HTMLAttributes<HTMLUListElement> & {
      in?: boolean;
      unmountOnExit?: boolean;
      component?: unknown;
    };
    return (
      <TreeItemProvider {...getContextProviderProps()}>
        <li {...rootProps} ref={rootRef} data-kind={entry?.kind}>
          <div {...getContentProps({ className: 'tree-content' })}>
            <div {...getIconContainerProps({ className: 'tree-icon-container' })}>{status.expandable ? <Chevron /> : null}</div>
            <div {...getLabelProps({ className: 'tree-label' })} />
          </div>
          {children && open ? <ul {...group} className="tree-group" /> : null}
        </li>
      </TreeItemProvider>
    );
  }),
  sameRowProps,
);

const getItemId = (entry: TreeEntry) => entry.id;
const getItemLabel = (entry: TreeEntry) => entry.label;
const getItemChildren = (entry: TreeEntry) => entry.children;
const isItemDisabled = (entry: TreeEntry) => entry.kind === 'loading';
const SLOTS = { item: HierarchyTreeItem };
const NONE_SHOWN: ShownCounts = {};
/** The rows' styles, once for the whole tree (theme colours only); the row parts as MUI X's `TreeItem` draws them. */
const TREE_SX = {
  minWidth: 0,
  '& .tree-item': { listStyle: 'none', m: 0, p: 0, outline: 0 },
  '& .tree-group': { listStyle: 'none', m: 0, p: 0 },
  '& .tree-content': {
    py: 0.5,
    pr: 1,
    pl: 'calc(8px + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))',
    borderRadius: 1,
    width: '100%',
    boxSizing: 'border-box',
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
    '&[data-disabled]': { opacity: 0.38, bgcolor: 'transparent', cursor: 'auto' },
    '&[data-focused]': { bgcolor: 'action.focus' },
    '&[data-selected]': { bgcolor: 'action.selected' },
    '&[data-selected][data-focused]': { bgcolor: 'action.focus', boxShadow: (theme: Theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
  },
  '& .tree-icon-container': { width: 16, display: 'flex', flexShrink: 0, justifyContent: 'center', color: 'text.secondary' },
  '& .tree-chevron': { width: 18, height: 18, fill: 'currentColor', transition: 'transform 120ms' },
  '& .tree-content[data-expanded] .tree-chevron': { transform: 'rotate(90deg)' },
  '& .tree-label': { width: '100%', minWidth: 0, position: 'relative', overflow: 'hidden', typography: 'body1' },
  '& .tree-agent': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25, py: 0.25, minWidth: 0 },
  '& .tree-name': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .tree-meta': { color: 'text.secondary', fontSize: '0.8125rem' },
  '& .tree-icon': { fontSize: 18 },
  // RankChip's look (small outlined chip; filled from the third rank up), as one rule for all rows
  '& .tree-rank': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: 1,
    borderRadius: 3,
    border: 1,
    borderColor: 'primary.main',
    color: 'primary.main',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
  },
  '& .tree-rank[data-high]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
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
 * (windowing: `TREE_WINDOW`, 50): 500 MUI TreeItems at once are too slow for the 100 ms budget;
 * a level just loaded draws its first `TREE_FIRST_ROWS` (20) children, and the rest of its window
 * in a transition right after.
 */
export function HierarchyTree({ state, rootCode, shown = NONE_SHOWN, expandedItems, onExpandedItemsChange, onExpand, selectedCode, onSelect, onLoadMore, onRetry, apiRef }: HierarchyTreeProps) {
  const { t } = useTranslation(TEAM_NS);
  const texts = useMemo<RowTexts>(() => {
    // each text translated once per language: i18next's `t` cost ~0.1 ms a call, 2–3 per row
    const once = <K,>(translate: (key: K) => string) => {
      const cache = new Map<K, string>();
      return (key: K) => {
        let text = cache.get(key);
        if (text === undefined) cache.set(key, (text = translate(key)));
        return text;
      };
    };
    return {
      you: t('tree.you'),
      licensed: t('common.licensed'),
      below: once((n: number) => t('tree.below', { n })),
      rank: once((rank: RankCode) => t(`common.ranks.${rank}`)),
      problem: once((problem: AgentProblem) => t(`common.problems.${problem}`)),
    };
  }, [t]);
  // A level just loaded draws its first TREE_FIRST_ROWS rows, then the rest of its window in a
  // transition after that paint: the first screenful shows in one short task.
  const [drawnInFull, setDrawnInFull] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const partial = Object.keys(state.levels).filter((code) => !drawnInFull.has(code) && (state.levels[code]?.codes.length ?? 0) > TREE_FIRST_ROWS);
    if (partial.length > 0) startTransition(() => setDrawnInFull((before) => new Set([...before, ...partial])));
  }, [state.levels, drawnInFull]);
  const [keepUnchanged] = useState(keepUnchangedEntries);
  const items = useMemo(() => keepUnchanged(buildTreeItems(state, rootCode, shown, drawnInFull)), [keepUnchanged, state, rootCode, shown, drawnInFull]);
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
    <RowTextsContext.Provider value={texts}>
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
    </RowTextsContext.Provider>
  );
}
