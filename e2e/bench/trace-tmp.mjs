import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { signIn, startSandbox } from './portal.mjs';
const sb = await startSandbox(4332, { SEED_SCALE: '50' }, 600_000);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await signIn(page, sb.origin, 'ava.licensed@agent-portal.test');
const measureOf = (n) => page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration ?? null, n, { timeout: 60_000 }).then((h) => h.jsonValue());
for (let run = 0; run < 3; run++) {
  await page.goto(`${sb.origin}/my-team/team-hierarchy`);
  await measureOf('team-tree:first-render');
  await page.waitForTimeout(1500);
  const row = page.locator('.tree-content', { hasText: 'AG-000223' });
  await row.locator('.tree-icon-container').hover();
  await browser.startTracing(page, { path: `/tmp/trace${run}.json`, categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
  await row.locator('.tree-icon-container').click();
  const d = await measureOf('team-tree:expand');
  await page.waitForTimeout(200);
  await browser.stopTracing();
  const ev = JSON.parse(readFileSync(`/tmp/trace${run}.json`, 'utf8')).traceEvents;
  const markEv = ev.find((e) => e.name === 'team-tree:expand-start');
  const t0 = markEv?.ts;
  const endT = t0 + d * 1000;
  // main thread of the renderer: the thread of the mark
  const tid = markEv.tid, pid = markEv.pid;
  const top = ev.filter((e) => e.tid === tid && e.pid === pid && e.ph === 'X' && e.ts >= t0 - 2000 && e.ts <= endT && e.dur > 1000);
  const names = ['RunTask', 'ThreadControllerImpl::RunTask'];
  const lines = top.filter((e) => !names.includes(e.name)).map((e) => `${((e.ts - t0) / 1000).toFixed(1).padStart(7)} +${(e.dur / 1000).toFixed(1).padStart(6)} ${e.name} ${e.args?.data?.functionName ?? e.args?.data?.url?.slice(-40) ?? e.args?.data?.type ?? ''}`);
  console.log(`run ${run}: ${d.toFixed(0)} ms`);
  console.log(lines.join('\n'));
}
await browser.close(); await sb.stop();
