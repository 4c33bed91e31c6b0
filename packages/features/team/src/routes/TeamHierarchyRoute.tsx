import { useGetHierarchyAgentQuery, useGetUplineChainQuery } from '@agent-portal/api-client';
import type { TeamMember } from '@agent-portal/api-client/wire';
import { EmptyState, PageHeader, QueryState, SectionCard } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentSearch } from '../components/HierarchyTree/AgentSearch.js';
import { shownOf, toTreeAgent, TREE_WINDOW, type ShownCounts } from '../components/HierarchyTree/downlineTree.js';
import { HierarchyTree } from '../components/HierarchyTree/HierarchyTree.js';
import { NodeDetails } from '../components/HierarchyTree/NodeDetails.js';
import { mark, measure, TEAM_TREE_EXPAND, TEAM_TREE_EXPAND_MARK, TEAM_TREE_FIRST_RENDER, TEAM_TREE_MOUNT_MARK } from '../components/HierarchyTree/treeTimings.js';
import { useDownlineTree } from '../components/HierarchyTree/useDownlineTree.js';
import { useCurrentAgent } from '../hooks/useCurrentAgent.js';
import { TEAM_NS } from '../i18n/index.js';

/** Frames the page waits for the tree to render what it waits for (children to measure, an agent to focus). */
const MAX_WAIT_FRAMES = 30;

/** A search's chosen agent; `n` tells two choices of the same agent apart. */
interface SearchTarget {
  code: string;
  n: number;
}

/**
 * The `my-team/team-hierarchy` route module (lazy; spec §2; issue #10): the signed-in agent's
 * downline as a tree ({@link HierarchyTree}, MUI X), the root being the agent
 * (`GET /integration/v1/hierarchy/{code}`), loaded one level per expansion
 * (`GET /integration/v2/hierarchy?code=&preview=DOWNLINE`, 100 per page) and rendered
 * {@link TREE_WINDOW} children per level at a time ("Load more (N left)" shows the next ones,
 * asking the server for the next page when the loaded ones run out).
 *
 * "Find an agent" ({@link AgentSearch}) proposes downline agents; choosing one reads its chain
 * up to the top (`preview=UPLINE`), cut at the signed-in agent, loads each level on the path,
 * expands it, then selects, focuses and scrolls to the agent. The selected agent's card shows
 * beside the tree ({@link NodeDetails}).
 *
 * Performance (smooth at 10,000 agents): `performance.measure` of `team-tree:first-render`
 * (mount → the root's first children rendered) and `team-tree:expand` (expansion → the
 * children rendered), see `treeTimings.ts`.
 */
export function Component() {
  const { t } = useTranslation(TEAM_NS);
  useState(() => mark(TEAM_TREE_MOUNT_MARK));
  const agent = useCurrentAgent();
  const code = agent.code;
  const self = useGetHierarchyAgentQuery(code ?? skipToken);
  const root = useMemo(() => (self.data ? toTreeAgent(self.data) : undefined), [self.data]);
  const tree = useDownlineTree(root);
  const { ensureLoaded, loadMore, reveal } = tree;
  const apiRef = useRichTreeViewApiRef();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownCounts>({});
  const [target, setTarget] = useState<SearchTarget | null>(null);
  const [notFound, setNotFound] = useState(false);
  const chain = useGetUplineChainQuery(target?.code ?? skipToken);
  const stateRef = useRef(tree.state);
  stateRef.current = tree.state;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const waitingFirst = useRef(true);
  const waitingExpand = useRef<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const handledTarget = useRef(0);

  const rootCode = root?.code;
  const rootHasChildren = root?.has_children ?? false;
  // The first level is asked for with the root agent, not after it: both need only the code.
  useEffect(() => {
    if (code) void ensureLoaded(code);
  }, [code, ensureLoaded]);
  useEffect(() => {
    if (!rootCode) return;
    setExpanded((prev) => (prev.includes(rootCode) ? prev : [rootCode, ...prev]));
    if (!rootHasChildren) waitingFirst.current = false;
  }, [rootCode, rootHasChildren]);

  /** Measures and focuses what has rendered; `true` while something is still awaited. */
  const settle = useCallback(() => {
    const api = apiRef.current;
    const rendered = (parent: string) => {
      const first = stateRef.current.levels[parent]?.codes[0];
      return first !== undefined && Boolean(api?.getItemDOMElement?.(first));
    };
    if (waitingFirst.current && rootCode && rendered(rootCode)) {
      measure(TEAM_TREE_FIRST_RENDER, TEAM_TREE_MOUNT_MARK);
      waitingFirst.current = false;
    }
    const expanding = waitingExpand.current;
    if (expanding && (rendered(expanding) || stateRef.current.levels[expanding]?.status === 'error')) {
      if (stateRef.current.levels[expanding]?.status !== 'error') measure(TEAM_TREE_EXPAND, TEAM_TREE_EXPAND_MARK);
      waitingExpand.current = null;
    }
    const focus = pendingFocus.current;
    const element = focus ? api?.getItemDOMElement?.(focus) : null;
    if (focus && element) {
      api?.focusItem?.(null, focus);
      element.scrollIntoView?.({ block: 'center' });
      pendingFocus.current = null;
    }
    return (waitingFirst.current && Boolean(rootCode)) || waitingExpand.current !== null || pendingFocus.current !== null;
  }, [apiRef, rootCode]);

  useEffect(() => {
    let frame = 0;
    let frames = 0;
    const tick = () => {
      if (settle() && frames++ < MAX_WAIT_FRAMES) frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [tree.state, expanded, selected, settle]);

  /**
   * The expansion renders as a transition: the click's handler returns at once, so the level's
   * request leaves before React redraws the tree (~35 ms of a 50-row tree), not after.
   */
  const onExpandedItemsChange = useCallback((codes: string[]) => startTransition(() => setExpanded(codes)), []);
  const onExpand = useCallback(
    (expandedCode: string) => {
      mark(TEAM_TREE_EXPAND_MARK);
      waitingExpand.current = expandedCode;
      void ensureLoaded(expandedCode);
    },
    [ensureLoaded],
  );
  /**
   * A row chosen (click, Enter, Space): the agent's card renders as a transition. A click on a
   * row's chevron also selects it, and the card's synchronous render (~20 ms) ran before the
   * expansion's request could leave.
   */
  const onSelect = useCallback((code: string) => startTransition(() => setSelected(code)), []);
  /** "Load more": show the next window of loaded children, and ask the server when they run out. */
  const onLoadMore = useCallback(
    (parent: string) => {
      const level = stateRef.current.levels[parent];
      const visible = shownOf(shownRef.current, parent);
      setShown((prev) => ({ ...prev, [parent]: visible + TREE_WINDOW }));
      if (level && level.status !== 'loading' && visible + TREE_WINDOW > level.codes.length && level.codes.length < level.count) void loadMore(parent);
    },
    [loadMore],
  );
  const onRetry = useCallback((parent: string) => void loadMore(parent), [loadMore]);

  const onChoose = useCallback((member: TeamMember) => {
    setNotFound(false);
    setTarget({ code: member.code, n: Date.now() + Math.random() });
  }, []);

  useEffect(() => {
    if (!target || !code || handledTarget.current === target.n) return;
    if (chain.isError) {
      handledTarget.current = target.n;
      setNotFound(true);
      return;
    }
    const list = chain.currentData;
    if (!list || list[0]?.code !== target.code) return;
    handledTarget.current = target.n;
    const mine = list.findIndex((a) => a.code === code);
    if (mine < 0) {
      setNotFound(true);
      return;
    }
    // the chain runs from the agent (first) up to the top: cut at the signed-in agent, root first
    const path = list.slice(0, mine + 1).map((a) => a.code).reverse();
    void reveal(path).then((ok) => {
      if (!ok) {
        setNotFound(true);
        return;
      }
      setExpanded((prev) => Array.from(new Set([...prev, ...path.slice(0, -1)])));
      // widen each level's window so the next agent on the path is shown
      setShown((prev) => {
        const next = { ...prev };
        for (let i = 0; i < path.length - 1; i += 1) {
          const index = stateRef.current.levels[path[i]!]?.codes.indexOf(path[i + 1]!) ?? -1;
          const needed = Math.ceil((index + 1) / TREE_WINDOW) * TREE_WINDOW;
          if (needed > shownOf(next, path[i]!)) next[path[i]!] = needed;
        }
        return next;
      });
      setSelected(target.code);
      pendingFocus.current = target.code;
    });
  }, [target, code, chain.currentData, chain.isError, reveal]);

  const selectedAgent = selected ? tree.state.agents[selected] : undefined;
  const selectedIsRoot = selected !== null && selected === code;
  // An expansion changes the tree's state only: the header, the search (an Autocomplete) and the
  // agent's card keep their elements, so React skips them and redraws the tree alone (issue #10:
  // an expansion re-rendered the whole page).
  const header = useMemo(() => <PageHeader title={t('pages.teamHierarchy')} subtitle={t('tree.subtitle')} />, [t]);
  const search = useMemo(() => <AgentSearch rootCode={code} onChoose={onChoose} />, [code, onChoose]);
  const details = useMemo(
    () => (
      <SectionCard title={t('tree.details')}>
        <NodeDetails agent={selectedAgent} isRoot={selectedIsRoot} />
      </SectionCard>
    ),
    [t, selectedAgent, selectedIsRoot],
  );
  return (
    <>
      {header}
      <Box sx={{ mb: 2 }}>{search}</Box>
      {notFound ? (
        <Alert severity="warning" role="alert" onClose={() => setNotFound(false)} sx={{ mb: 2 }}>
          {t('tree.notFound')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <SectionCard title={t('tree.label')}>
          <QueryState
            data={root}
            isLoading={agent.isLoading || self.isLoading}
            isError={agent.isError || self.isError}
            onRetry={agent.isError ? agent.refetch : self.refetch}
            errorText={t('tree.rootError')}
          >
            {(r) => (
              <>
                <Box sx={{ overflowX: 'auto' }}>
                  <HierarchyTree
                    state={tree.state}
                    rootCode={r.code}
                    shown={shown}
                    expandedItems={expanded}
                    onExpandedItemsChange={onExpandedItemsChange}
                    onExpand={onExpand}
                    selectedCode={selected}
                    onSelect={onSelect}
                    onLoadMore={onLoadMore}
                    onRetry={onRetry}
                    apiRef={apiRef}
                  />
                </Box>
                {r.has_children ? null : <EmptyState title={t('tree.noDownline')} description={t('tree.noDownlineHint')} />}
              </>
            )}
          </QueryState>
        </SectionCard>
        {details}
      </Box>
    </>
  );
}
