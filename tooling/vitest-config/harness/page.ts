import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';

/**
 * Waits until the table named `name` (its `aria-label`) has loaded — no skeleton row left and
 * at least one row matching `rowSelector` — and returns those rows. A route test waits for data
 * rows, not only for the table: the table shows with skeleton rows while loading (the presets share
 * one module registry, so a cached answer can arrive in another order).
 * @param name - the table's accessible name, e.g. `'Downline agents'`.
 * @param rowSelector - the data rows inside the table; default `'tbody tr'`.
 */
export function loadedRows(name: string, rowSelector = 'tbody tr'): Promise<HTMLElement[]> {
  return waitFor(() => {
    const table = screen.getByRole('table', { name });
    expect(screen.queryAllByTestId('data-table-skeleton-row')).toHaveLength(0);
    const rows = Array.from(table.querySelectorAll<HTMLElement>(rowSelector));
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  });
}

/** The texts of the page's column headers (`thead th`), in order. */
export function columnHeaders(): (string | null)[] {
  return Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
}

/** A request's query parameters as a plain object, e.g. `{ page: '1', limit: '10' }`. */
export function queryOf(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

/** The `window.matchMedia` a {@link mockViewport} replaced, until {@link restoreMedia}. */
let replaced: { matchMedia: typeof window.matchMedia } | null = null;

/**
 * Makes MUI's `useMediaQuery` see a desktop (every `min-width` query matches, MUI's `up(…)`) or a
 * 390 px phone (every `max-width` query matches, `down('sm')`): jsdom has no layout. The lifecycle
 * puts the original `window.matchMedia` back after each test ({@link restoreMedia}).
 */
export function mockViewport(kind: 'desktop' | 'phone'): void {
  replaced ??= { matchMedia: window.matchMedia };
  const feature = kind === 'desktop' ? 'min-width' : 'max-width';
  window.matchMedia = ((query: string) => ({
    matches: query.includes(feature),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Puts back the `window.matchMedia` of before {@link mockViewport}. */
export function restoreMedia(): void {
  if (!replaced) return;
  window.matchMedia = replaced.matchMedia;
  replaced = null;
}

/**
 * Fixes the clock of each test of the calling `describe` (or file) at `now`: before each test,
 * vitest fakes `Date` only (timers and promises stay real, so Testing Library's waits work) and
 * sets it to `now`; the lifecycle turns fake timers off after each test.
 * @param now - the moment the tests run at, e.g. `new Date(2026, 10, 19, 10, 30)` (local time).
 */
export function fixDateEachTest(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
}

/**
 * Moves vitest's fake clock on by `ms` inside React's `act`, so the effects and renders the
 * timers start are flushed (e.g. a search box's debounce, spec §9).
 */
export async function advanceTime(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Steps vitest's fake clock through a schedule — a retry's back-off, say — and checks a count after
 * each step: for each `[ms, expected]`, in order, moves the clock on by `ms` (settling the promises
 * the timers start) and expects `count()` to be `expected`; a failure names the time elapsed since
 * the call. No `act`: for code outside React (a loader, the socket); in a render use {@link advanceTime}.
 * @param count - what to count, e.g. `() => load.mock.calls.length` or `() => attempts`.
 * @param steps - `[ms to move on, count expected then]`.
 * @example
 * // tries at once, after 2 s, then after 4 s capped at 3 s
 * await expectCountsOverTime(() => load.mock.calls.length, [[0, 1], [1_999, 1], [1, 2], [3_000, 3]]);
 */
export async function expectCountsOverTime(count: () => number, steps: readonly (readonly [ms: number, expected: number])[]): Promise<void> {
  let elapsed = 0;
  for (const [ms, expected] of steps) {
    await vi.advanceTimersByTimeAsync(ms);
    elapsed += ms;
    expect(count(), `the count after ${elapsed} ms`).toBe(expected);
  }
}

/**
 * Types `value` into `input` at once (a change event) and then moves the fake clock on by `ms`
 * ({@link advanceTime}): how the tests drive a debounced search box.
 */
export async function changeAndAdvance(input: HTMLElement, value: string, ms: number): Promise<void> {
  fireEvent.change(input, { target: { value } });
  await advanceTime(ms);
}

/**
 * The first look at a list page: its `h1` is `heading`, its table loads `count` data rows
 * (`rows`, e.g. `() => loadedRows('Clients', 'tbody tr[data-client-id]')`) and, when given, its
 * column headers are `columns`.
 * @returns the loaded rows.
 */
export async function expectListPage(
  heading: string,
  rows: () => Promise<HTMLElement[]>,
  { count, columns }: { count: number; columns?: string[] },
): Promise<HTMLElement[]> {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  const loaded = await rows();
  expect(loaded).toHaveLength(count);
  if (columns) expect(columnHeaders()).toEqual(columns);
  return loaded;
}

/**
 * From now on, the query strings a served list receives: `api` is a test server's record of its
 * requests (`queries`, oldest first); the returned function gives those sent since this call.
 * @example
 * const sent = queriesFrom(api);
 * await changeAndAdvance(box, 'noah', SEARCH_DEBOUNCE_MS);
 * expect(sent().filter((q) => q.has('search'))).toHaveLength(1);
 */
export function queriesFrom(api: { queries: readonly URLSearchParams[] }): () => URLSearchParams[] {
  const start = api.queries.length;
  return () => api.queries.slice(start);
}

/**
 * A list page's debounced search box (spec §9: one request once typing pauses): types each of
 * `edits` in turn, half the quiet time apart (the other half is slack for a busy machine, as the fake
 * clock also follows real time), and checks that nothing was searched and the URL did not move; then
 * lets the quiet time pass and checks that the URL became `url`, that exactly one request, since
 * `api` was read, searched `search`, and that the box keeps what was typed. Render the page with a
 * fake clock first.
 * @param box - the search box, or its accessible name, e.g. `'Search clients'`.
 * @param edits - the texts typed in turn, e.g. `['no', 'noah']`; the last one is searched.
 * @param expected - `api`, the page's test server (its `queries`); `location`, the page's location
 *   reader; `url`, the location after the pause; `search`, the text sent (trimmed, e.g. `'noah'`);
 *   `debounceMs`, the box's quiet time (ui-kit's `SEARCH_DEBOUNCE_MS`, 500 ms).
 * @throws an assertion error when a request searched too early, more than once or not at all.
 */
export async function expectDebouncedSearch(
  box: HTMLElement | string,
  edits: readonly string[],
  expected: { api: { queries: readonly URLSearchParams[] }; location: () => string; url: string; search: string; debounceMs: number },
): Promise<void> {
  const { api, location, url, search, debounceMs } = expected;
  const input = typeof box === 'string' ? screen.getByRole('searchbox', { name: box }) : box;
  const sent = queriesFrom(api);
  const before = location();
  for (const edit of edits) await changeAndAdvance(input, edit, debounceMs / 2);
  expect(sent().some((query) => query.has('search')), 'searched before the pause').toBe(false);
  expect(location()).toBe(before);
  await advanceTime(debounceMs / 2 + 50);
  await waitFor(() => expect(location()).toBe(url));
  await waitFor(() => expect(sent().some((query) => query.get('search') === search)).toBe(true));
  expect(sent().filter((query) => query.has('search'))).toHaveLength(1);
  expect(input, 'the box keeps what was typed').toHaveValue(edits[edits.length - 1]);
}

/**
 * Picks an option of a select as a user does (spec §9 list filters): opens the combobox named
 * `select`, then clicks the option named `option` once its list shows.
 * @param user - the test's `userEvent` instance (e.g. `renderWithProviders(…).user`).
 * @param select - the combobox's accessible name, e.g. `'Policy status'`.
 * @param option - the option's accessible name, e.g. `'Lapsed'`.
 */
export async function chooseOption(user: UserEvent, select: string, option: string): Promise<void> {
  await user.click(await screen.findByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * The browser's Back in a route test (the test router's history, inside React's `act`): a list page
 * keeps its state in the URL, so Back undoes the last filter or page.
 * @param router - the test's router (`renderWithProviders(…).router`).
 */
export async function goBack(router: { navigate: (delta: number) => Promise<void> }): Promise<void> {
  await act(async () => {
    await router.navigate(-1);
  });
}
