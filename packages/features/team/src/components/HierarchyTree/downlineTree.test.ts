import { describe, expect, it } from 'vitest';
import { leaves, MY_CODE } from '../../test/treeServer.js';
import { treeNode, treeStateOf } from '../../test/treeFixtures.js';
import { buildTreeItems, keepUnchangedEntries, TREE_FIRST_ROWS, TREE_WINDOW, type DownlineTreeState } from './downlineTree.js';

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

// Issue #10: a level loaded re-renders the rows of its path only — the others keep their entries.
describe('keepUnchangedEntries', () => {
  const wide = treeNode('AG-200001', 'Wide', 'Agent', 3);
  const rest = leaves(5);
  const below = leaves(3, 3);
  const first = treeStateOf({ [MY_CODE]: [wide, ...rest] });
  const second: DownlineTreeState = {
    agents: { ...first.agents, ...Object.fromEntries(below.map((node) => [node.code, node])) },
    levels: { ...first.levels, [wide.code]: { codes: below.map((node) => node.code), count: 3, pages: 1, status: 'loaded' } },
  };

  it('keeps the entries of unchanged rows and gives the loaded path new ones', () => {
    const keep = keepUnchangedEntries();
    const before = keep(buildTreeItems(first, MY_CODE))[0]!;
    const after = keep(buildTreeItems(second, MY_CODE))[0]!;
    expect(after).not.toBe(before);
    expect(after.children![0]).not.toBe(before.children![0]);
    expect(after.children![0]!.children!.map((row) => row.code)).toEqual(below.map((node) => node.code));
    after.children!.slice(1).forEach((row, i) => expect(row).toBe(before.children![i + 1]));
    // the same state again: the very same items
    expect(keep(buildTreeItems(second, MY_CODE))[0]).toBe(after);
  });

  it('a changed agent gets a new entry', () => {
    const keep = keepUnchangedEntries();
    const before = keep(buildTreeItems(first, MY_CODE))[0]!;
    const renamed = { ...rest[2]!, last_name: 'Renamed' };
    const changed: DownlineTreeState = { ...first, agents: { ...first.agents, [renamed.code]: renamed } };
    const after = keep(buildTreeItems(changed, MY_CODE))[0]!;
    expect(after.children![3]).not.toBe(before.children![3]);
    expect(after.children![3]!.label).toBe(`${renamed.first_name} Renamed`);
    expect(after.children![2]).toBe(before.children![2]);
  });
});
