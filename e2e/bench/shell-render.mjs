#!/usr/bin/env node
// `pnpm bench:shell` (issue #27 §3): the signed-in shell's render time in Chromium with 4× CPU
// throttling (CDP Emulation.setCPUThrottlingRate), on /dashboard as Ava, warm HTTP cache (what is
// measured is React and the UI library, not the network). It builds the portal once more with
// React's profiling build (PORTAL_REACT_PROFILING=1, into a temporary folder the sandbox serves
// through PORTAL_DIST), whose <Profiler id="shell"> records each commit of the shell's tree as the
// measure agent-portal:shell-render (duration = React's actualDuration: render work only, without
// the pauses of a time-sliced render or the waits for data). Prints, medians of RUNS runs after one
// warm-up: the shell's first render (the mount commit), all the shell's render work until the
// dashboard is complete, the number of commits, and the page's dashboard-complete mark.
// Written to compare UI library versions (Material UI 7 → 9): run it on each and compare.
// A benchmark, not a test: it fails only when it cannot run. Needs `pnpm build` first (the sandbox).
// Env: CHROMIUM_PATH, BENCH_PORT (4330), RUNS (15), CPU_RATE (4).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, signIn, startSandbox } from './portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 4330);
const runs = Number(process.env.RUNS ?? 15);
const rate = Number(process.env.CPU_RATE ?? 4);
const portalDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/portal');

const outDir = mkdtempSync(join(tmpdir(), 'portal-profiling-'));
let sandbox;
let browser;
try {
  console.log('building the portal with React profiling…');
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: portalDir,
    env: { ...process.env, PORTAL_REACT_PROFILING: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  sandbox = await startSandbox(port, { PORTAL_DIST: outDir });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, sandbox.origin, 'ava.licensed@agent-portal.test');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const mount = [];
  const total = [];
  const commits = [];
  const complete = [];
  for (let run = 0; run <= runs; run += 1) {
    await page.goto(`${sandbox.origin}/dashboard`);
    await page.waitForFunction(() => performance.getEntriesByName('agent-portal:dashboard-complete', 'mark').length > 0, null, { timeout: 60_000 });
    const figures = await page.evaluate(() => {
      const done = performance.getEntriesByName('agent-portal:dashboard-complete', 'mark')[0].startTime;
      const renders = performance.getEntriesByName('agent-portal:shell-render', 'measure').filter((m) => m.startTime + m.duration <= done + 1);
      return {
        mount: renders.find((m) => m.detail?.phase === 'mount')?.duration ?? NaN,
        total: renders.reduce((sum, m) => sum + m.duration, 0),
        commits: renders.length,
        complete: done,
      };
    });
    if (run === 0) continue; // warm-up: compiles and caches the code
    mount.push(figures.mount);
    total.push(figures.total);
    commits.push(figures.commits);
    complete.push(figures.complete);
  }
  const fmt = (values, unit = ' ms') => `median ${median(values).toFixed(1)}${unit} (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;
  console.log(`CPU ${rate}× slower, ${runs} runs, /dashboard as Ava, warm cache, React profiling build`);
  console.log(`shell first render (mount commit)            ${fmt(mount)}`);
  console.log(`shell render work until dashboard complete   ${fmt(total)}`);
  console.log(`shell commits until dashboard complete       ${fmt(commits, '')}`);
  console.log(`dashboard complete (navigation → widgets)    ${fmt(complete)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await sandbox?.stop();
  rmSync(outDir, { recursive: true, force: true });
}
