import { describe, expect, it } from 'vitest';
import { leaves, MY_CODE } from '../../test/treeServer.js';
import { treeStateOf } from '../../test/treeFixtures.js';
import { buildTreeItems, TREE_FIRST_ROWS, TREE_WINDOW } from './downlineTree.js';

// Issue #10: a level just loaded draws its first rows, then the rest of its window.
describe('buildTreeItems drawing a level in part', () => {
  const state = treeStateOf({ [MY_CODE]: leaves(60) }, { count: { [MY_CODE]: 130 } });
  const children = (drawnInFull?: ReadonlySet<string>) => buildTreeItems(state, MY_CODE, {}, drawnInFull)[0]!.children!;

  it('a level not yet drawn in full shows its first TREE_FIRST_ROWS agents and no helper row', () => {
    const rows = children(new Set());
    expect(rows).toHaveLength(TREE_FIRST_ROWS);
    expect(rows.every((row) => row.kind === 'agent')).toBe(true);
  });

  it('drawn in full (or without the set): the whole window and "Load more" with what is left', () => {
    for (const rows of [children(new Set([MY_CODE])), children()]) {
      expect(rows.filter((row) => row.kind === 'agent')).toHaveLength(TREE_WINDOW);
      expect(rows.at(-1)).toMatchObject({ kind: 'more', left: 130 - TREE_WINDOW });
    }
  });

  it('a level of no more than TREE_FIRST_ROWS agents is whole at once, helper row included', () => {
    const small = treeStateOf({ [MY_CODE]: leaves(TREE_FIRST_ROWS) }, { count: { [MY_CODE]: 40 } });
    const rows = buildTreeItems(small, MY_CODE, {}, new Set())[0]!.children!;
    expect(rows).toHaveLength(TREE_FIRST_ROWS + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'more', left: 40 - TREE_FIRST_ROWS });
  });
});
