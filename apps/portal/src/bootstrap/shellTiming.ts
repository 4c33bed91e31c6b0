/**
 * The shell's render time (issue #27 §3): how long React takes from the root's first `render`
 * call to the signed-in shell's first commit (top bar, menu, page frame, footer). Read by
 * `pnpm bench:shell` under 4× CPU throttling in Chromium to compare UI library versions; a
 * user timing, so it costs two `performance` calls and nothing when nobody reads it.
 */

/** `performance.mark` set by `boot.tsx` just before the root's first `render` (start of {@link SHELL_FIRST_COMMIT}). */
export const SHELL_RENDER_START = 'agent-portal:shell-render-start';

/**
 * `performance.measure` name: from {@link SHELL_RENDER_START} to the shell's first commit (its
 * layout effect), in ms. Includes the gaps where the time-sliced render yields to the browser.
 */
export const SHELL_FIRST_COMMIT = 'agent-portal:shell-first-commit';

/** Marks the start of the first render, when the environment has the User Timing API. */
export function markShellRenderStart(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(SHELL_RENDER_START);
}

/**
 * Measures {@link SHELL_FIRST_COMMIT} once per page load, at the shell's first commit; ignored
 * when the start mark is missing (a test rendering the shell alone) or the API is absent.
 */
export function measureShellFirstCommit(): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  if (performance.getEntriesByName(SHELL_FIRST_COMMIT, 'measure').length > 0) return;
  if (performance.getEntriesByName(SHELL_RENDER_START, 'mark').length === 0) return;
  performance.measure(SHELL_FIRST_COMMIT, SHELL_RENDER_START);
}
