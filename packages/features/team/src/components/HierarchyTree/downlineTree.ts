import type { AgentProblem, HierarchyAgent, HierarchyNode } from '@agent-portal/api-client/wire';

/**
 * Children per `GET /hierarchy?preview=DOWNLINE` page the tree asks for: two windows of
 * {@link TREE_WINDOW}, so the second "Load more" is served from memory. Not the server's default
 * (500): a page of 100 costs the gateway a fifth of the work and reaches the tree sooner; the
 * tree finds an agent further down a level page by page (`reveal`).
 */
export const DOWNLINE_PAGE_SIZE = 100;

/**
 * What the tree shows of an agent: a DOWNLINE preview node (`HierarchyNode`), or the root (the
 * signed-in agent, a `HierarchyAgent` from `GET /hierarchy/{code}`; see {@link toTreeAgent}).
 */
export type TreeAgent = Pick<
  HierarchyNode,
  'id' | 'code' | 'first_name' | 'last_name' | 'email' | 'rank' | 'is_licensed' | 'direct_downline_count' | 'total_downline_count' | 'has_children'
> & {
  /** The agent's problems; null for a public card. */
  problems: readonly AgentProblem[] | null;
};

/** The root agent (`GET /hierarchy/{code}`) as a {@link TreeAgent}: it has children when its direct downline is not empty. */
export function toTreeAgent(agent: HierarchyAgent): TreeAgent {
  return { ...agent, has_children: agent.direct_downline_count > 0 };
}

/** The loaded direct children of one agent. */
export interface LevelState {
  /** Codes of the children loaded so far, in the server's order (first, last name, code). */
  codes: string[];
  /** Pages loaded so far (the next "Load more" asks for page `pages + 1`). */
  pages: number;
  /** All direct children (`DownlinePreviewPage.count`): more than `codes.length` means "Load more". */
  count: number;
  /** `loading` while a page is on its way, `error` when the last page failed. */
  status: 'loading' | 'loaded' | 'error';
}

/** The part of the downline loaded so far: agents by code and, per expanded agent, its loaded children. */
export interface DownlineTreeState {
  agents: Readonly<Record<string, TreeAgent>>;
  levels: Readonly<Record<string, LevelState>>;
}

/**
 * Children rendered per level at a time (windowing). MUI X mounts a `TreeItem` at ~1.5–2.5 ms
 * each (production build, headless Chromium on the 2-core CI machine): 500 at once took
 * ~800 ms to expand, far over the 100 ms budget; a level shows its first `TREE_WINDOW`
 * children and "Load more" shows the next ones (from memory, then from the server).
 */
export const TREE_WINDOW = 50;

/**
 * Rows a newly loaded level draws first; the rest of its window follows in a transition right
 * after (`HierarchyTree`), so an expansion shows its first screenful in one short task instead
 * of one long one for the whole window.
 */
export const TREE_FIRST_ROWS = 20;

/** How many children each level shows (codes → count), default {@link TREE_WINDOW}. */
export type ShownCounts = Readonly<Record<string, number>>;

/** How many of `code`'s loaded children are shown. */
export const shownOf = (shown: ShownCounts, code: string) => shown[code] ?? TREE_WINDOW;

/** An empty {@link DownlineTreeState}. */
export const EMPTY_TREE: DownlineTreeState = { agents: {}, levels: {} };

/** Kinds of tree rows: an agent, the progress row of a level loading, "Load more (N left)", a level that failed. */
export type TreeEntryKind = 'agent' | 'loading' | 'more' | 'error';

/** A row of the MUI X `RichTreeView` (`items`): an agent or one of a level's helper rows. */
export interface TreeEntry {
  /** The agent's code, or `<parent code>|loading`, `|more`, `|error`. */
  id: string;
  kind: TreeEntryKind;
  /** The agent's full name (type-ahead reads it), or the helper row's kind. */
  label: string;
  /** The agent's code (agent rows) or the parent's code (helper rows). */
  code: string;
  agent?: TreeAgent;
  /** The signed-in agent (the root). */
  isRoot?: boolean;
  /** Children not loaded yet (`more` rows). */
  left?: number;
  /** The next page is on its way (`more` rows). */
  busy?: boolean;
  children?: TreeEntry[];
}

const SEPARATOR = '|';

/** The id of a level's helper row. */
export const helperId = (parentCode: string, kind: Exclude<TreeEntryKind, 'agent'>) => `${parentCode}${SEPARATOR}${kind}`;

/** An agent's full name. */
export const agentName = (agent: Pick<TreeAgent, 'first_name' | 'last_name'>) => `${agent.first_name} ${agent.last_name}`;

function entryOf(code: string, state: DownlineTreeState, shown: ShownCounts, isRoot: boolean, drawnInFull?: ReadonlySet<string>): TreeEntry {
  const agent = state.agents[code]!;
  const entry: TreeEntry = { id: code, kind: 'agent', label: agentName(agent), code, agent, isRoot };
  if (!agent.has_children) return entry;
  const level = state.levels[code];
  if (!level || (level.codes.length === 0 && level.status !== 'error')) {
    // an expandable agent whose children are not loaded: one progress row (shown once expanded)
    entry.children = [{ id: helperId(code, 'loading'), kind: 'loading', label: 'loading', code }];
    return entry;
  }
  const children: TreeEntry[] = [];
  const windowSize = Math.min(level.codes.length, shownOf(shown, code));
  const whole = !drawnInFull || drawnInFull.has(code) || windowSize <= TREE_FIRST_ROWS;
  const visible = whole ? windowSize : TREE_FIRST_ROWS;
  for (let i = 0; i < visible; i += 1) children.push(entryOf(level.codes[i]!, state, shown, false, drawnInFull));
  // a level drawn in part gets its helper rows with the rest of its window
  if (!whole) entry.children = children;
  else if (level.status === 'error' && visible === level.codes.length) children.push({ id: helperId(code, 'error'), kind: 'error', label: 'error', code });
  else if (level.count > visible) {
    children.push({ id: helperId(code, 'more'), kind: 'more', label: 'more', code, left: level.count - visible, busy: level.status === 'loading' });
  }
  entry.children = children;
  return entry;
}

/**
 * The `RichTreeView` items of the loaded downline under `rootCode`: each agent (at most
 * `shown[code]` children per level, see {@link TREE_WINDOW}), with a progress row under an
 * expandable agent not loaded yet, "Load more (N left)" under a level with more children than
 * shown, and an error row under a level that failed.
 * @param drawnInFull - when given, the levels drawing their whole window; any other level draws
 *   its first {@link TREE_FIRST_ROWS} children and no helper row yet (a level of no more rows is
 *   whole anyway). Omitted: every level in full.
 * @returns `[]` until the root agent is known.
 */
export function buildTreeItems(state: DownlineTreeState, rootCode: string | undefined, shown: ShownCounts = {}, drawnInFull?: ReadonlySet<string>): TreeEntry[] {
  if (!rootCode || !state.agents[rootCode]) return [];
  return [entryOf(rootCode, state, shown, true, drawnInFull)];
}

const sameEntries = (a: readonly TreeEntry[] | undefined, b: readonly TreeEntry[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((entry, i) => entry === b[i]));

/**
 * Keeps the entries of the last build where nothing of them changed, so the tree's rows can tell
 * what changed by identity: `RichTreeView` hands each row its entry (`useTreeItemModel`), and a
 * new object for every agent on each level loaded re-rendered every row drawn (issue #10: the
 * expansion's 100 ms budget). An entry is kept when its fields and its children (already kept or
 * not, bottom-up) are the same as the last build's entry of that id.
 * @returns a function from a new build to the build to render, remembering it for the next call.
 */
export function keepUnchangedEntries(): (items: TreeEntry[]) => TreeEntry[] {
  let previous = new Map<string, TreeEntry>();
  return (items) => {
    const next = new Map<string, TreeEntry>();
    const keep = (entry: TreeEntry): TreeEntry => {
      const children = entry.children?.map(keep);
      const before = previous.get(entry.id);
      const same =
        before !== undefined &&
        before.kind === entry.kind &&
        before.label === entry.label &&
        before.code === entry.code &&
        before.agent === entry.agent &&
        before.isRoot === entry.isRoot &&
        before.left === entry.left &&
        before.busy === entry.busy &&
        sameEntries(before.children, children);
      const kept = same ? before : children ? { ...entry, children } : entry;
      next.set(kept.id, kept);
      return kept;
    };
    const result = items.map(keep);
    previous = next;
    return result;
  };
}
