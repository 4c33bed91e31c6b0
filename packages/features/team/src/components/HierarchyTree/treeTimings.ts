/**
 * Performance marks of the hierarchy page (issue #10: smooth at 10,000 agents). Read them with
 * `performance.getEntriesByName(TEAM_TREE_FIRST_RENDER, 'measure')` (DevTools, the browser
 * benchmark).
 */

/**
 * `performance.measure` name: from the route's mount to the root's first children rendered
 * (budget ≤ 300 ms).
 */
export const TEAM_TREE_FIRST_RENDER = 'team-tree:first-render';

/**
 * `performance.measure` name: from an expansion (click, ArrowRight, `*`) to that agent's first
 * children rendered, the network included (budget ≤ 100 ms for 500 children).
 */
export const TEAM_TREE_EXPAND = 'team-tree:expand';

/** `performance.mark` name at the route's mount (start of {@link TEAM_TREE_FIRST_RENDER}). */
export const TEAM_TREE_MOUNT_MARK = 'team-tree:mount';

/** `performance.mark` name of an expansion's start (start of {@link TEAM_TREE_EXPAND}). */
export const TEAM_TREE_EXPAND_MARK = 'team-tree:expand-start';

/** `performance.mark`, when the environment has it. */
export function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/** `performance.measure(name, startMark)`, ignored when the mark is missing or the API absent. */
export function measure(name: string, startMark: string): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, startMark);
  } catch {
    // the start mark was cleared (another expansion started): nothing to measure
  }
}
