// Benchmark of the money reports (issue #9, budget p95 ≤ 20 ms each):
// GET /integration/v1/commissions/report (a filtered, sorted page) and
// GET /integration/v1/commissions/earnings (a year of pay cycles + year to date).
//
//   pnpm bench:reports                      (root; builds the sandbox first)
//   SEED_SCALE=42 BENCH_RUNS=300 node bench/reports.mjs
//
// Builds the sandbox app over an in-memory PGlite seeded with SEED_SCALE
// (default 42 → ≥ 1,000,000 commission rows in the network; it fails when the
// seed holds fewer), signs Ava in, warms up, then runs BENCH_RUNS (default 300)
// report pages (varied quarters and years, kind/status/product type/carrier
// filters, every sort column, pages 1–3) and BENCH_RUNS earnings calls (varied
// 52-cycle ranges) through `app.inject`, one after another, and prints
// p50/p95/p99 in ms. Exits with status 1 when a p95 exceeds the budget.
import { fmt, measureGets, startBenchSandbox } from './harness.mjs';

process.env.SEED_SCALE ??= '42';
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BUDGET_P95_MS = 20;
const MIN_ROWS = 1_000_000;

const { app, db, token, avaId, seedMs, close } = await startBenchSandbox();
const [{ rows }] = await db.query('SELECT count(*)::int AS rows FROM commissions');
const [{ own }] = await db.query('SELECT count(*)::int AS own FROM commissions WHERE agent_id = $1', [avaId]);

const DAY = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const FIRST = Date.UTC(2023, 0, 3);
const LAST = Date.UTC(2026, 10, 17);
const cycles = Math.floor((LAST - FIRST) / (7 * DAY)) + 1;
const filters = ['', 'kind=OVERRIDE', 'kind=PERSONAL', 'status=PAID', 'status=CHARGED_BACK', 'product_type=Term%20Life', 'carrier=Harborview%20Life', 'kind=OVERRIDE&status=PAID'];
const sorts = ['pay_cycle_start:desc', 'amount_cents:desc', 'premium_cents:asc', 'policy_no:asc', 'amount_cents:asc', 'pay_cycle_start:asc', 'premium_cents:desc'];
const reportUrls = [];
const earningsUrls = [];
for (let i = 0; i < RUNS; i += 1) {
  const span = i % 3 === 0 ? 52 : 13; // a year or a quarter
  const startIndex = (i * 37) % (cycles - span + 1);
  const start = FIRST + startIndex * 7 * DAY;
  const end = start + (span * 7 - 1) * DAY;
  reportUrls.push(
    `/integration/v1/commissions/report?start_date=${iso(start)}&end_date=${iso(end)}&sort=${sorts[i % sorts.length]}&page=${1 + (i % 3)}&limit=${[10, 25, 100][i % 3]}${filters[i % filters.length] ? `&${filters[i % filters.length]}` : ''}`,
  );
  const yStartIndex = (i * 11) % (cycles - 52 + 1);
  const yStart = FIRST + yStartIndex * 7 * DAY;
  earningsUrls.push(`/integration/v1/commissions/earnings?start_date=${iso(yStart)}&end_date=${iso(yStart + (52 * 7 - 1) * DAY)}`);
}

const measure = (urls) => measureGets(app, token, urls);

const report = await measure(reportUrls);
const earnings = await measure(earningsUrls);
console.log(`reports bench: ${rows.toLocaleString('en-US')} commission rows (SEED_SCALE=${process.env.SEED_SCALE}); Ava owns ${own.toLocaleString('en-US')}; seeded in ${(seedMs / 1000).toFixed(1)} s`);
console.log(`report page (filtered, sorted; ${RUNS} runs):  p50 ${fmt(report(50))} ms | p95 ${fmt(report(95))} ms | p99 ${fmt(report(99))} ms   (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
console.log(`earnings, 52 cycles + YTD (${RUNS} runs):   p50 ${fmt(earnings(50))} ms | p95 ${fmt(earnings(95))} ms | p99 ${fmt(earnings(99))} ms   (budget p95 ≤ ${BUDGET_P95_MS} ms)`);

await close();
if (rows < MIN_ROWS) {
  console.error(`only ${rows} commission rows: raise SEED_SCALE to reach ${MIN_ROWS}`);
  process.exitCode = 1;
}
if (report(95) > BUDGET_P95_MS || earnings(95) > BUDGET_P95_MS) {
  console.error('p95 over budget');
  process.exitCode = 1;
}
