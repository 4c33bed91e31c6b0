import type { ProfilerOnRenderCallback } from 'react';

/**
 * The shell's render time (issue #27 §3): React's own render cost of the signed-in shell (top
 * bar, menu, page frame, footer and the page inside it), from `<Profiler id="shell">` in
 * `AppLayout`. React calls a Profiler's `onRender` only in its profiling build, so the released
 * portal pays nothing; `pnpm bench:shell` builds the portal with `PORTAL_REACT_PROFILING=1` (see
 * vite.config.ts) and reads these measures in Chromium under 4× CPU throttling, to compare UI
 * library versions (Material UI 7 → 9).
 */

/**
 * `performance.measure` name, one per commit of the shell's tree: `duration` = the commit's
 * `actualDuration` (ms of rendering the shell and what re-rendered under it, without the pauses of a
 * time-sliced render), ending at its `commitTime`; `detail` = `{ phase }` (`mount`, `update`,
 * `nested-update`).
 */
export const SHELL_RENDER = 'agent-portal:shell-render';

/** `onRender` of the shell's Profiler: records each commit as a {@link SHELL_RENDER} measure. */
export const recordShellRender: ProfilerOnRenderCallback = (_id, phase, actualDuration, _baseDuration, _startTime, commitTime) => {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  performance.measure(SHELL_RENDER, { start: Math.max(0, commitTime - actualDuration), duration: actualDuration, detail: { phase } });
};
