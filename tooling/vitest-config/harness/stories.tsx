import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { expect } from 'vitest';

/** A story as `composeStories` returns it: a component with its args, decorators and play bound. */
export type StoryComponent = ComponentType<Record<string, never>>;

/** What a story's check gets: Testing Library's result of rendering it (`screen` works as well). */
export type StoryCheck = (view: RenderResult) => unknown;

/**
 * The story runner of the `stories.test.tsx` files (issue #30): renders each story named in
 * `checks`, in order, runs its check (awaited) and unmounts it before the next one, so a test
 * keeps only what each story proves.
 * @param stories - `composeStories(someStories)`.
 * @param checks - per story name, the assertions on its rendered state.
 * @param renderStory - how to render a story; default Testing Library's `render` (a story
 *   brings its own providers as decorators). ui-kit passes its `renderWithTheme`.
 * @example
 * await checkStories(table, {
 *   Loading: () => expectSkeletonRows(10),
 *   Failed: () => expectLoadFailed('Your clients could not be loaded.'),
 * });
 */
export async function checkStories<S extends Record<string, unknown>>(
  stories: S,
  checks: { [K in keyof S]?: StoryCheck },
  renderStory: (ui: ReactElement) => RenderResult = render,
): Promise<void> {
  for (const [name, check] of Object.entries(checks) as [keyof S & string, StoryCheck][]) {
    const Story = stories[name] as StoryComponent;
    const view = renderStory(<Story />);
    await check(view);
    view.unmount();
  }
}

/** The body rows (header row left out) of the table named `name` (its `aria-label`). */
export function bodyRows(name: string): HTMLElement[] {
  return within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
}

/** The text of each cell (`td`) of `row`, in order. */
export function cells(row: HTMLElement): (string | null)[] {
  return Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);
}

/** The value of the ui-kit `FigureCard` with test id `testId` (its `figure-value`). */
export function figureValue(testId: string): HTMLElement {
  return within(screen.getByTestId(testId)).getByTestId('figure-value');
}

/** A ui-kit `DataTable` is loading: it shows `count` skeleton rows. */
export function expectSkeletonRows(count: number): void {
  expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(count);
}

/**
 * A ui-kit empty state shows `text`; with `resetLabel`, its reset button (e.g. "Reset filters")
 * is there, or with `resetShown: false` is not (nothing yet to reset).
 */
export function expectEmptyState(text: string | RegExp, resetLabel?: string, resetShown = true): void {
  expect(screen.getByTestId('empty-state')).toHaveTextContent(text);
  if (resetLabel === undefined) return;
  expectButton(resetLabel, resetShown);
}

/**
 * Each select named by a key of `values` (a combobox, e.g. a list's filter) shows that value's text.
 * @example expectSelects({ Depth: 'Level 2', License: 'Licensed' });
 */
export function expectSelects(values: Readonly<Record<string, string | RegExp>>): void {
  for (const [name, text] of Object.entries(values)) expect(screen.getByRole('combobox', { name }), name).toHaveTextContent(text);
}

/**
 * A list's filter bar (ui-kit `FilterBar`, spec §9) shows its state: each select named by a key of
 * `selects` shows that value's text ({@link expectSelects}), and its reset button named
 * `resetLabel` is there when `filtered`, absent when not (nothing to reset).
 * @example
 * Unfiltered: () => expectFilterBar({ Depth: 'All' }, 'Reset filters', false),
 * Filtered: () => expectFilterBar({ Depth: 'Level 2', License: 'Licensed' }, 'Reset filters'),
 */
export function expectFilterBar(selects: Readonly<Record<string, string | RegExp>>, resetLabel: string | RegExp, filtered = true): void {
  expectSelects(selects);
  expectButton(resetLabel, filtered);
}

/** The button named `name` is there, or with `shown: false` is not. */
export function expectButton(name: string | RegExp, shown = true): void {
  if (shown) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
}

/** A part that could not load shows `text` and a "Try again" button (ui-kit `QueryState`, spec §8). */
export function expectLoadFailed(text: string | RegExp): void {
  expect(screen.getByText(text)).toBeInTheDocument();
  expectButton('Try again');
}
