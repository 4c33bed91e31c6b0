import type { AgentProblem, HierarchyAgent, HierarchyNode, TeamMember } from '@agent-portal/api-client/wire';
import { toTreeAgent, type DownlineTreeState, type LevelState, type TreeAgent } from '../components/HierarchyTree/downlineTree.js';
import { MY_CODE, selfAgent } from './promotionFixtures.js';

/** Hierarchy tree data of the team tests and stories (no MSW here: stories import it). */

/** A DOWNLINE preview node: `code`, a name, `direct` agents below (has_children when > 0). */
export function treeNode(code: string, first: string, last: string, direct = 0, problems: AgentProblem[] = [], licensed = true): HierarchyNode {
  return {
    id: Number(code.slice(3)),
    code,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@agent-portal.test`,
    avatar_url: '',
    rank: 'ASSOCIATE',
    is_licensed: licensed,
    level: 4,
    upline_code: MY_CODE,
    phone: '+15550000000',
    status: 'ACTIVE',
    upline_name: 'Ava Martinez',
    direct_downline_count: direct,
    total_downline_count: direct * 2,
    joined_at: '2024-01-01T00:00:00.000Z',
    problems,
    has_children: direct > 0,
  };
}

/** `n` leaf nodes `AG-1xxxxx` named "Agent 001"… (for size tests). */
export const leaves = (n: number, prefix = 1): HierarchyNode[] =>
  Array.from({ length: n }, (_, i) => treeNode(`AG-${prefix}${String(i + 1).padStart(5, '0')}`, 'Agent', String(i + 1).padStart(3, '0')));

/** A chain entry (`preview=UPLINE`) for a node. */
export const chainEntry = (n: Pick<HierarchyNode, 'code' | 'first_name' | 'last_name'>, relation: HierarchyAgent['relation'] = 'DOWNLINE'): HierarchyAgent => ({
  ...selfAgent(),
  code: n.code,
  first_name: n.first_name,
  last_name: n.last_name,
  relation,
});

/** A team list row for a node at `depth`. */
export const teamMember = (n: HierarchyNode, depth: number): TeamMember => ({ ...n, depth });

/**
 * A loaded tree for stories: the signed-in agent as root and, for each code in `levels`, its
 * loaded children (`count` defaults to their number; `status` to loaded).
 */
export function treeStateOf(
  levels: Record<string, HierarchyNode[]>,
  options: { count?: Record<string, number>; status?: Record<string, LevelState['status']> } = {},
): DownlineTreeState {
  const root = toTreeAgent(selfAgent(levels[MY_CODE]?.length ?? 0));
  const agents: Record<string, TreeAgent> = { [root.code]: root };
  const state: Record<string, LevelState> = {};
  for (const [code, nodes] of Object.entries(levels)) {
    for (const node of nodes) agents[node.code] = node;
    state[code] = { codes: nodes.map((n) => n.code), count: options.count?.[code] ?? nodes.length, pages: 1, status: options.status?.[code] ?? 'loaded' };
  }
  return { agents, levels: state };
}
