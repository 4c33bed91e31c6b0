#!/usr/bin/env node
// `pnpm size`: the gzip size of the JavaScript the browser loads for /dashboard,
// from the built portal's Vite manifest: the entry chunk, its static imports, and
// the dashboard route chunk with its static imports. Budget: 220 KB gzip (issue #2).
// `--check` exits 1 over budget. Lazy chunks (other routes, later socket.io, search)
// are listed apart and not counted.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 220 * 1000;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.PORTAL_DIST ?? join(root, 'apps/portal/dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build found: run `pnpm build` first (apps/portal/dist/.vite/manifest.json).');
  process.exit(1);
}

const entries = Object.entries(manifest);
const entryKey = entries.find(([, c]) => c.isEntry)?.[0];
const dashboardKey = entries.find(([key, c]) => c.isDynamicEntry && /dashboard/i.test(key) && /DashboardRoute/.test(key))?.[0];
if (!entryKey || !dashboardKey) {
  console.error(`Could not find the entry (${entryKey}) or the dashboard route chunk (${dashboardKey}) in the manifest.`);
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(dashboardKey);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const raw = (file) => readFileSync(join(dist, file)).length;
const rows = [...files].filter((f) => f.endsWith('.js')).map((file) => ({ file, raw: raw(file), gzip: gz(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

console.log('JavaScript loaded for /dashboard (gzip, level 9):');
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(10)} gzip`);
console.log(`  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip  (budget ${kb(BUDGET_BYTES)})`);
const lazy = entries.filter(([, c]) => c.file.endsWith('.js') && !files.has(c.file)).length;
console.log(`  (${lazy} lazy chunks not on the dashboard's path)`);

if (process.argv.includes('--check') && total > BUDGET_BYTES) {
  console.error(`✗ over budget by ${kb(total - BUDGET_BYTES)}`);
  process.exit(1);
}
