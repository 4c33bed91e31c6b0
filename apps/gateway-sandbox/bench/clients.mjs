// Benchmark of the client and form lists (issue #11): GET /integration/v1/clients (default page,
// search by name / email / phone / policy number, filters, each sort) and GET /integration/v1/forms.
//
//   pnpm --filter @agent-portal/gateway-sandbox bench:clients   (builds the sandbox first)
//   SEED_SCALE=100 BENCH_RUNS=40 node bench/clients.mjs
//
// An in-memory PGlite seeded with SEED_SCALE (default 100: Ava owns 4,000 clients with ~4,400
// policies), Ava signed in; each line is BENCH_RUNS calls (pages 1–4 in turn) through
// `app.inject`. Prints p50/p95 per line; exits 1 when a p95 exceeds the budget (50 ms, the search's).
import { fmt, measureGets, startBenchSandbox } from './harness.mjs';

process.env.SEED_SCALE ??= '100';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BUDGET_P95_MS = 50;

const { app, db, token, avaId, seedMs, close } = await startBenchSandbox();
const [{ owned }] = await db.query('SELECT count(*)::int AS owned FROM clients WHERE agent_id = $1', [avaId]);
const [{ phone, policy_no }] = await db.query(
  `SELECT c.phone, p.policy_no FROM clients c JOIN policies p ON p.client_id = c.id WHERE c.agent_id = $1 ORDER BY c.id LIMIT 1`,
  [avaId],
);
const [{ id: sofiaId }] = await db.query("SELECT id FROM clients WHERE agent_id = $1 AND first_name = 'Sofía' ORDER BY id LIMIT 1", [avaId]);
const lines = [
  ['default page (name:asc)', ''],
  ['search "sofia"', 'search=sofia'],
  ['search two words', 'search=maria%20garcia'],
  ['search email part', 'search=example.com'],
  ['search phone digits', `search=${encodeURIComponent(phone.slice(-7, -4) + '-' + phone.slice(-4))}`],
  ['search policy number', `search=${policy_no}`],
  ['product type + status', 'product_type_id=1&policy_status=ACTIVE'],
  ['sort created_at:desc', 'sort=created_at:desc'],
  ['sort policy_count:desc', 'sort=policy_count:desc'],
  ['sort annual_premium_cents:desc', 'sort=annual_premium_cents:desc'],
  ['sort next_premium_due:asc', 'sort=next_premium_due:asc'],
];
console.log(`clients bench: Ava owns ${owned.toLocaleString('en-US')} clients (SEED_SCALE=${process.env.SEED_SCALE}); seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} calls a line`);
let over = false;
const report = async (label, urls) => {
  const pct = await measureGets(app, token, urls);
  over ||= pct(95) > BUDGET_P95_MS;
  console.log(`${label.padEnd(34)} p50 ${fmt(pct(50))} ms | p95 ${fmt(pct(95))} ms`);
};
for (const [label, query] of lines) {
  await report(label, Array.from({ length: RUNS }, (_, i) => `/integration/v1/clients?${query}&page=${1 + (i % 4)}`));
}
await report('forms: BACK_OFFICE page + tags', Array.from({ length: RUNS }, (_, i) => `/integration/v1/forms?category=BACK_OFFICE&page=${1 + (i % 4)}`));
await report('forms: search "medicare app"', Array.from({ length: RUNS }, () => '/integration/v1/forms?search=medicare%20app'));
await report('client detail', Array.from({ length: RUNS }, () => `/integration/v1/clients/${sofiaId}`));
await close();
if (over) {
  console.error(`a p95 is over the ${BUDGET_P95_MS} ms budget`);
  process.exitCode = 1;
}
