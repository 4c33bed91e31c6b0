#!/usr/bin/env node
// `pnpm bench:shell` (issue #27 §3): the signed-in shell's render time in Chromium with 4× CPU
// throttling (CDP Emulation.setCPUThrottlingRate), on /dashboard as Ava, warm HTTP cache (the
// files are on disk: what is measured is React and the UI library, not the network). Reads the
// page's own measure agent-portal:shell-first-commit (boot.tsx's render call → the shell's first
// commit) and, for context, agent-portal:dashboard-complete (navigation start → every widget
// shows its data). RUNS runs (default 9) after one warm-up, medians. Written to compare UI
// library versions (Material UI 7 → 9): run it on each and compare.
// A benchmark, not a test: it fails only when it cannot run. Needs `pnpm build` first.
// Env: CHROMIUM_PATH, BENCH_PORT (4330), RUNS (9), CPU_RATE (4).
import { chromium } from '@playwright/test';
import { median, signIn, startSandbox } from './portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 4330);
const runs = Number(process.env.RUNS ?? 9);
const rate = Number(process.env.CPU_RATE ?? 4);

const entry = (page, name, type) =>
  page.waitForFunction(([n, t]) => (t === 'mark' ? performance.getEntriesByName(n, t).at(-1)?.startTime : performance.getEntriesByName(n, t).at(-1)?.duration) ?? null, [name, type], { timeout: 60_000 }).then((h) => h.jsonValue());

let sandbox;
let browser;
try {
  sandbox = await startSandbox(port);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, sandbox.origin, 'ava.licensed@agent-portal.test');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const shell = [];
  const complete = [];
  for (let run = 0; run <= runs; run += 1) {
    await page.goto(`${sandbox.origin}/dashboard`);
    const commit = await entry(page, 'agent-portal:shell-first-commit', 'measure');
    const done = await entry(page, 'agent-portal:dashboard-complete', 'mark');
    if (run === 0) continue; // warm-up: compiles and caches the code
    shell.push(commit);
    complete.push(done);
  }
  const fmt = (values) => `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  console.log(`CPU ${rate}× slower, ${runs} runs, /dashboard, warm cache`);
  console.log(`shell first commit (render call → shell committed)  ${fmt(shell)}`);
  console.log(`dashboard complete (navigation start → widgets' data) ${fmt(complete)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await sandbox?.stop();
}
