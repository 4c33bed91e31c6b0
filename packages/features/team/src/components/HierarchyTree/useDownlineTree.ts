import { teamApi, type DownlinePreviewArgs, type GatewayDispatch } from '@agent-portal/api-client';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { DOWNLINE_PAGE_SIZE, EMPTY_TREE, type DownlineTreeState, type TreeAgent } from './downlineTree.js';

/** What {@link useDownlineTree} returns. */
export interface DownlineTree {
  /** The downline loaded so far. */
  state: DownlineTreeState;
  /** Loads the first page of `code`'s children unless loaded or loading; resolves once settled. */
  ensureLoaded: (code: string) => Promise<void>;
  /** Loads the next page of `code`'s children (after "Load more", or again after an error). */
  loadMore: (code: string) => Promise<void>;
  /**
   * Loads every level of `path` (codes from the root down to an agent) until each next code is
   * among its parent's loaded children, page after page.
   * @returns `true` when the whole path is loaded, `false` when a level failed or lacks the next code.
   */
  reveal: (path: readonly string[]) => Promise<boolean>;
}

/**
 * The lazily loaded downline of the hierarchy page (issue #10; §7
 * `GET /integration/v2/hierarchy?code=&preview=DOWNLINE&page&limit`): one level per expansion,
 * {@link DOWNLINE_PAGE_SIZE} children per page, through `teamApi.endpoints.getDownlinePreview`. The
 * loaded tree lives in component state (a ref mirrors it for the async `reveal`). A level that
 * fails keeps what it had and is marked `error` (the tree offers a retry).
 * @param root - the signed-in agent (the tree's root), once known.
 */
export function useDownlineTree(root: TreeAgent | undefined): DownlineTree {
  // Each page is asked for with `initiate`, not `useLazyGetDownlinePreviewQuery`'s trigger: the
  // trigger keeps the last request in the hook's state, so every expansion re-rendered the whole
  // page synchronously inside the click, before the request left (~20 ms of a 100 ms budget). Each
  // page is copied into this hook's state, so the cache entry needs no subscriber; `forceRefetch`
  // asks the gateway again as the lazy trigger did.
  const dispatch = useDispatch<GatewayDispatch>();
  const trigger = useCallback(
    (args: DownlinePreviewArgs) => dispatch(teamApi.endpoints.getDownlinePreview.initiate(args, { subscribe: false, forceRefetch: true })),
    [dispatch],
  );
  const ref = useRef<DownlineTreeState>(EMPTY_TREE);
  const [state, setState] = useState<DownlineTreeState>(EMPTY_TREE);
  const inflight = useRef(new Map<string, Promise<void>>());
  const commit = useCallback((update: (current: DownlineTreeState) => DownlineTreeState) => {
    ref.current = update(ref.current);
    setState(ref.current);
  }, []);

  useEffect(() => {
    if (root) commit((s) => ({ ...s, agents: { ...s.agents, [root.code]: root } }));
  }, [root, commit]);

  const loadPage = useCallback(
    (code: string): Promise<void> => {
      const running = inflight.current.get(code);
      if (running) return running;
      const before = ref.current.levels[code];
      const page = (before?.pages ?? 0) + 1;
      // The progress row as a transition: the request below leaves before React redraws the tree.
      startTransition(() =>
        commit((s) => ({ ...s, levels: { ...s.levels, [code]: { codes: before?.codes ?? [], count: before?.count ?? 0, pages: before?.pages ?? 0, status: 'loading' } } })),
      );
      const promise = trigger({ code, page, limit: DOWNLINE_PAGE_SIZE })
        .unwrap()
        .then(
          (result) => {
            commit((s) => {
              const agents = { ...s.agents };
              const codes = [...(s.levels[code]?.codes ?? [])];
              const known = new Set(codes);
              for (const node of result.data) {
                agents[node.code] = node;
                if (!known.has(node.code)) codes.push(node.code);
              }
              return { agents, levels: { ...s.levels, [code]: { codes, count: Math.max(result.count, codes.length), pages: page, status: 'loaded' } } };
            });
          },
          () => {
            commit((s) => ({ ...s, levels: { ...s.levels, [code]: { ...(s.levels[code] ?? { codes: [], count: 0, pages: 0 }), status: 'error' } } }));
          },
        )
        .finally(() => inflight.current.delete(code));
      inflight.current.set(code, promise);
      return promise;
    },
    [trigger, commit],
  );

  const ensureLoaded = useCallback(
    (code: string) => {
      const level = ref.current.levels[code];
      if (level?.status === 'loaded') return Promise.resolve();
      return inflight.current.get(code) ?? loadPage(code);
    },
    [loadPage],
  );

  const reveal = useCallback(
    async (path: readonly string[]) => {
      for (let i = 0; i < path.length - 1; i += 1) {
        const parent = path[i]!;
        const child = path[i + 1]!;
        await ensureLoaded(parent);
        for (;;) {
          const level = ref.current.levels[parent];
          if (!level || level.status === 'error') return false;
          if (level.codes.includes(child)) break;
          if (level.codes.length >= level.count) return false;
          await loadPage(parent);
          // a page that brought nobody new ends the search (no endless paging)
          if ((ref.current.levels[parent]?.codes.length ?? 0) === level.codes.length && ref.current.levels[parent]?.status !== 'error') return false;
        }
      }
      return true;
    },
    [ensureLoaded, loadPage],
  );

  return useMemo(() => ({ state, ensureLoaded, loadMore: loadPage, reveal }), [state, ensureLoaded, loadPage, reveal]);
}
