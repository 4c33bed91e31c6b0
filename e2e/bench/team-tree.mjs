#!/usr/bin/env node
// `pnpm bench:team-tree` (issue #10): the hierarchy tree in Chromium at SEED_SCALE=50
// (10,290 agents below Ava; the first extra agent, one of her direct downline, has 514 children).
// Reads the page's own performance measures: team-tree:first-render (route mount → the
// root's first level drawn; budget 300 ms) and team-tree:expand (expanding AG-000221 →
// its children drawn, network included; budget 100 ms) of the child of Ava with the largest
// downline (WIDE_CODE to choose another). RUNS runs (default 5), medians.
// A benchmark, not a test: it fails only when it cannot run. Needs `pnpm build` first.
// Env: CHROMIUM_PATH, BENCH_PORT (4320), RUNS (5), SEED_SCALE (50), WIDE_CODE.
import { chromium } from '@playwright/test';
import { median, signIn, startSandbox } from './portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 4320);
const runs = Number(process.env.RUNS ?? 5);
const scale = process.env.SEED_SCALE ?? '50';
const wideCodeEnv = process.env.WIDE_CODE;

const measureOf = (page, name) =>
  page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration ?? null, name, { timeout: 60_000 }).then((h) => h.jsonValue());

/** The code of the root's direct downline agent with the most agents below. */
async function widestChild(page) {
  const rows = await page.locator('[role=treeitem][style*="itemDepth: 1"] > .tree-content').evaluateAll((els) =>
    els.map((el) => ({ code: el.querySelector('.tree-meta')?.textContent ?? '', below: Number(/\d+/.exec(el.querySelector('[data-testid=node-below]')?.textContent ?? '')?.[0] ?? 0) })),
  );
  rows.sort((a, b) => b.below - a.below);
  return rows[0].code;
}

let sandbox;
let browser;
let wideCode;
try {
  const started = Date.now();
  sandbox = await startSandbox(port, { SEED_SCALE: scale }, 600_000);
  console.log(`sandbox at SEED_SCALE=${scale} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, sandbox.origin, 'ava.licensed@agent-portal.test');
  const first = [];
  const expand = [];
  let rendered = 0;
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${sandbox.origin}/my-team/team-hierarchy`);
    first.push(await measureOf(page, 'team-tree:first-render'));
    // The row's own content (a treeitem's text would include its descendants').
    wideCode ??= wideCodeEnv ?? (await widestChild(page));
    const row = page.locator('.tree-content', { hasText: wideCode });
    await row.locator('.tree-icon-container').click();
    expand.push(await measureOf(page, 'team-tree:expand'));
    rendered = await row.locator('xpath=..').locator('[role=group] [role=treeitem]').count();
  }
  const fmt = (values) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(`team-tree:first-render  ${fmt(first)}  budget 300 ms`);
  console.log(`team-tree:expand ${wideCode} (${rendered} child rows drawn)  ${fmt(expand)}  budget 100 ms`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await sandbox?.stop();
}
