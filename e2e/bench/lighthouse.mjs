#!/usr/bin/env node
// `pnpm bench:lighthouse` (issue #8 §5): Lighthouse 12 against the built portal and a
// sandbox of its own, signed in as Ava, on the dashboard and the heaviest other route
// (/my-profile), mobile and desktop presets, RUNS runs each with an empty HTTP cache;
// prints the medians of performance, LCP, FCP, TBT, CLS and accessibility, and on the dashboard
// "complete" (issue #27): the widgets' mark agent-portal:dashboard-complete, observed (Lighthouse
// simulates the throttling of its metrics; a user timing is what the page measured).
// A benchmark, not a test: it fails only when it cannot run. Needs `pnpm build` first.
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (4300), RUNS (3),
// BENCH_ROUTES (comma-separated, default /dashboard,/my-profile), BENCH_PRESETS (mobile,desktop),
// BENCH_DETAIL=1 also prints, per route and preset, the last run's LCP element, the
// main-thread time by category and the scripts that cost the most boot-up time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, signIn, startSandbox } from './portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 4300);
const debugPort = port + 1;
const runs = Number(process.env.RUNS ?? 3);
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ['/dashboard', '/my-profile'];
const presets = Object.fromEntries(
  Object.entries({ mobile: undefined, desktop: desktopConfig }).filter(([name]) => !process.env.BENCH_PRESETS || process.env.BENCH_PRESETS.split(',').includes(name)),
);
const email = 'ava.licensed@agent-portal.test';

const profileDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
let sandbox;
let context;
const cleanUp = async () => {
  await context?.close().catch(() => undefined);
  await sandbox?.stop();
  rmSync(profileDir, { recursive: true, force: true });
};

function printDetail(route, preset, lhr, origin) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  console.log(`\n${route} ${preset}: LCP element ${lcp?.nodeLabel ?? '?'} (${lcp?.selector ?? ''})`);
  for (const item of items('mainthread-work-breakdown').slice(0, 6)) {
    console.log(`  main thread ${item.groupLabel.padEnd(32)} ${Math.round(item.duration)} ms`);
  }
  for (const item of items('bootup-time').slice(0, 6)) {
    console.log(`  boot-up ${String(item.url).replace(origin, '').padEnd(48)} script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`);
  }
  for (const item of items('layout-shifts').slice(0, 4)) {
    console.log(`  layout shift ${item.score.toFixed(3)} ${item.node?.selector ?? item.node?.nodeLabel ?? '?'}`);
  }
  for (const item of items('long-tasks').slice(0, 6)) {
    console.log(`  long task ${String(item.url).replace(origin, '').padEnd(46)} at ${Math.round(item.startTime)} ms for ${Math.round(item.duration)} ms`);
  }
}

try {
  sandbox = await startSandbox(port);
  const { origin } = sandbox;
  // A persistent context is the browser's default one, which Lighthouse's tab shares (cookies).
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, origin, email);
  const cdp = await context.newCDPSession(page);
  await page.goto('about:blank');

  const rows = [];
  for (const route of routes) {
    for (const [preset, config] of Object.entries(presets)) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${origin}${route}`,
          { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
          config,
        );
        const { categories, audits } = result.lhr;
        if (result.lhr.runtimeError) throw new Error(`${route} ${preset}: ${result.lhr.runtimeError.message}`);
        if (process.env.BENCH_DETAIL && run === runs - 1) printDetail(route, preset, result.lhr, origin);
        for (const warning of result.lhr.runWarnings) console.log(`  ${route} ${preset}: Lighthouse warns: ${warning}`);
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          // The dashboard widgets' mark (issue #27 "dashboard complete"): every widget shows its data.
          complete: audits['user-timings']?.details?.items?.find((i) => i.name === 'agent-portal:dashboard-complete')?.startTime ?? null,
          accessibility: Math.round(categories.accessibility.score * 100),
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          finalUrl: result.lhr.finalDisplayedUrl,
        });
      }
      const landed = samples.map((s) => new URL(s.finalUrl).pathname);
      if (landed.some((p) => p !== route)) throw new Error(`${route} ${preset}: Lighthouse ended on ${landed.join(', ')} (signed out?).`);
      const m = (key) => median(samples.map((s) => s[key]));
      const completes = samples.map((s) => s.complete).filter((v) => v !== null);
      rows.push({ route, preset, performance: m('performance'), lcp: m('lcp'), fcp: m('fcp'), tbt: m('tbt'), cls: m('cls'), accessibility: m('accessibility'), benchmarkIndex: m('benchmarkIndex'), complete: completes.length ? median(completes) : null });
    }
  }

  console.log(`Lighthouse 12, signed in, median of ${runs} runs, empty HTTP cache (${origin}):`);
  console.log(`  ${'route'.padEnd(14)} ${'preset'.padEnd(8)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ${'a11y'.padStart(5)} ${'host index'.padStart(10)} ${'complete'.padStart(9)}`);
  for (const r of rows) {
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `  ${r.route.padEnd(14)} ${r.preset.padEnd(8)} ${String(r.performance).padStart(5)} ${s(r.lcp).padStart(8)} ${s(r.fcp).padStart(8)} ${`${Math.round(r.tbt)} ms`.padStart(8)} ${r.cls.toFixed(3).padStart(7)} ${String(r.accessibility).padStart(5)} ${String(Math.round(r.benchmarkIndex)).padStart(10)} ${(r.complete === null ? '—' : s(r.complete)).padStart(9)}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
