import { chromium } from '@playwright/test';
import { signIn, startSandbox } from './portal.mjs';
const sb = await startSandbox(4331, { SEED_SCALE: '50' }, 600_000);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.addInitScript(() => {
  const f = window.fetch;
  window.__fetches = [];
  window.fetch = function (...args) { const u = String(args[0]?.url ?? args[0]); if (u.includes('DOWNLINE')) window.__fetches.push(performance.now()); return f.apply(this, args); };
  window.__clicks = [];
  addEventListener('pointerdown', () => window.__clicks.push(['down', performance.now()]), true);
  addEventListener('click', () => window.__clicks.push(['click', performance.now()]), true);
});
await signIn(page, sb.origin, 'ava.licensed@agent-portal.test');
const measureOf = (n) => page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration ?? null, n, { timeout: 60_000 }).then((h) => h.jsonValue());
for (let run = 0; run < 5; run++) {
  await page.goto(`${sb.origin}/my-team/team-hierarchy`);
  await measureOf('team-tree:first-render');
  await page.waitForTimeout(1500);
  const row = page.locator('.tree-content', { hasText: 'AG-000223' });
  await row.locator('.tree-icon-container').hover();
  await row.locator('.tree-icon-container').click();
  const d = await measureOf('team-tree:expand');
  const info = await page.evaluate(() => { const m = performance.getEntriesByName('team-tree:expand-start').at(-1).startTime; const r = performance.getEntriesByType('resource').filter((e) => e.name.includes('preview=DOWNLINE')).at(-1); const me = performance.getEntriesByName('team-tree:expand', 'measure').at(-1);
    return { clicks: window.__clicks.slice(-2).map(([k, t]) => [k, Math.round(t - m)]), fetch: Math.round(window.__fetches.at(-1) - m), resStart: Math.round(r.startTime - m), resEnd: Math.round(r.responseEnd - m), end: Math.round(me.startTime + me.duration - m) }; });
  console.log(`run ${run}: ${d.toFixed(0)} ms`, JSON.stringify(info));
}
await browser.close(); await sb.stop();
