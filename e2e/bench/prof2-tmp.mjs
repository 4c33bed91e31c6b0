import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { signIn, startSandbox } from './portal.mjs';
const require = createRequire('/work/main/node_modules/.pnpm/source-map-js@1.2.3/node_modules/source-map-js/');
const { SourceMapConsumer } = require('source-map-js');
const sb = await startSandbox(4333, { SEED_SCALE: '50' }, 600_000);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await signIn(page, sb.origin, 'ava.licensed@agent-portal.test');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
const measureOf = (n) => page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration ?? null, n, { timeout: 60_000 }).then((h) => h.jsonValue());
const dist = '/work/main/apps/portal/dist'; const maps = new Map();
function orig(url, line, col, fn) { const m = url.match(/\/assets\/[^?]+\.js$/); if (!m) return fn || url.replace(sb.origin, '') || '(native)'; const file = dist + m[0];
  if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')))); } catch { maps.set(file, null); } }
  const c = maps.get(file); if (!c) return m[0]; const p = c.originalPositionFor({ line: line + 1, column: col });
  return ((p.source ?? m[0]).replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^(\.\.\/)+/, '').replace(/^.*\/(?=[^/]+\/[^/]+$)/, '')) + (p.name ? ' ' + p.name : '') + `:${p.line}`; }
const windows = (process.env.WIN ?? '0-40,40-80,80-200').split(',').map((w) => w.split('-').map(Number));
const agg = windows.map(() => new Map());
for (let run = 0; run < 4; run++) {
  await page.goto(`${sb.origin}/my-team/team-hierarchy`);
  await measureOf('team-tree:first-render');
  await page.waitForTimeout(1500);
  const row = page.locator('.tree-content', { hasText: 'AG-000223' });
  await row.locator('.tree-icon-container').hover();
  await cdp.send('Profiler.start');
  const { result: { value: tStart } } = await cdp.send('Runtime.evaluate', { expression: 'performance.timeOrigin + performance.now()' });
  await row.locator('.tree-icon-container').click();
  const d = await measureOf('team-tree:expand');
  await page.waitForTimeout(100);
  const tStop = await page.evaluate(() => performance.timeOrigin + performance.now());
  const { profile } = await cdp.send('Profiler.stop');
  const markAbs = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('team-tree:expand-start').at(-1).startTime);
  // profile.startTime is in µs of a monotonic clock; align via the last sample ≈ now: use relative approach — find sample times
  const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime; const times = profile.timeDeltas.map((dt) => (t += dt));
  // monotonic → wall: the profile started just before tStart (wall ms)
  const offset = tStop - times.at(-1) / 1000;
  console.log(`run ${run}: ${d.toFixed(0)} ms`, (times[0] / 1000 + offset - markAbs).toFixed(0), (times.at(-1) / 1000 + offset - markAbs).toFixed(0), tStart, markAbs);
  if (run === 0) continue;
  profile.samples.forEach((id, i) => {
    const rel = times[i] / 1000 + offset - markAbs;
    const w = windows.findIndex(([a, b]) => rel >= a && rel < b); if (w < 0) return;
    const seen = new Set(); let cur = id;
    while (cur) { const n = byId.get(cur); const f = n.callFrame; const name = f.url ? orig(f.url, f.lineNumber, f.columnNumber, f.functionName) : `(${f.functionName})`; if (!seen.has(name)) { seen.add(name); agg[w].set(name, (agg[w].get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 50) / 1000); } cur = parent.get(cur); }
  });
}
windows.forEach(([a, b], w) => { console.log(`--- window ${a}-${b} ms (inclusive, 3 runs)`); console.log([...agg[w]].sort((x, y) => y[1] - x[1]).slice(0, 45).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n')); });
await browser.close(); await sb.stop();
