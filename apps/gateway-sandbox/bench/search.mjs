// Benchmark of GET /integration/v1/analytics/search (issue #3, budget p95 ≤ 50 ms).
//
//   pnpm bench:search                       (root; builds the sandbox first)
//   SEED_SCALE=100 BENCH_RUNS=600 node bench/search.mjs
//
// Builds the sandbox app over an in-memory PGlite seeded with SEED_SCALE
// (default 100 → 100,000 clients in the network; Ava, the agent queried, owns
// 4 % of them: 4,000 clients with ~4,400 policies), signs Ava in through the
// identity provider, warms up, then runs BENCH_RUNS (default 600) varied searches
// through `app.inject` one after another (first names, last names, prefixes
// of 1–4 letters, full names, policy numbers, form titles and tags, ticket
// numbers and subjects, text that matches nothing) and prints p50/p95/p99 in ms.
// Exits with status 1 when p95 exceeds the budget.
import { performance } from 'node:perf_hooks';
import { fmt, percentiles, startBenchSandbox } from './harness.mjs';

process.env.SEED_SCALE ??= '100';
const RUNS = Number(process.env.BENCH_RUNS ?? 600);
const BUDGET_P95_MS = 50;

const { app, db, token, avaId, seedMs, close } = await startBenchSandbox();
const [{ clients }] = await db.query('SELECT count(*)::int AS clients FROM clients');
const [{ policies }] = await db.query('SELECT count(*)::int AS policies FROM policies');
const [{ owned }] = await db.query('SELECT count(*)::int AS owned FROM clients WHERE agent_id = $1', [avaId]);

// Varied search texts drawn from Ava's data and the catalogue (deterministic order).
const sample = await db.query(
  `SELECT c.first_name, c.last_name, p.policy_no FROM clients c LEFT JOIN policies p ON p.client_id = c.id
    WHERE c.agent_id = $1 ORDER BY c.id LIMIT 200`,
  [avaId],
);
const forms = await db.query('SELECT title, tag FROM forms ORDER BY id');
const tickets = await db.query('SELECT ticket, subject FROM tickets WHERE user_id = $1', [avaId]);
const texts = [];
for (let i = 0; texts.length < RUNS; i += 1) {
  const c = sample[i % sample.length];
  const f = forms[i % forms.length];
  const t = tickets[i % tickets.length];
  const kind = i % 12;
  texts.push(
    [
      c.first_name,
      c.last_name,
      c.last_name.slice(0, 3),
      `${c.first_name} ${c.last_name}`,
      c.policy_no ?? 'N/A',
      (c.policy_no ?? 'TL-00').slice(0, 6),
      f.title.split(' ')[0],
      f.tag,
      t.ticket,
      t.subject.split(' ').slice(0, 2).join(' '),
      c.first_name.slice(0, 1 + (i % 2)),
      `zq${i}x`,
    ][kind],
  );
}

const search = (text) =>
  app.inject({
    method: 'GET',
    url: `/integration/v1/analytics/search?search=${encodeURIComponent(text)}`,
    headers: { authorization: `Bearer ${token}` },
  });

for (const text of texts.slice(0, 30)) await search(text); // warm-up (plans, caches)
const times = [];
let found = 0;
const started = performance.now();
for (const text of texts) {
  const t0 = performance.now();
  const response = await search(text);
  times.push(performance.now() - t0);
  if (response.statusCode !== 200) throw new Error(`search "${text}" → ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  if (data.clients.length + data.forms.length + data.support.length > 0) found += 1;
}
const totalMs = performance.now() - started;
const pct = percentiles(times);

console.log(`search bench: ${clients.toLocaleString('en-US')} clients, ${policies.toLocaleString('en-US')} policies (SEED_SCALE=${process.env.SEED_SCALE}); Ava owns ${owned.toLocaleString('en-US')} clients; seeded in ${(seedMs / 1000).toFixed(1)} s`);
console.log(`${times.length} searches through app.inject (${found} with results) in ${(totalMs / 1000).toFixed(1)} s`);
console.log(`p50 ${fmt(pct(50))} ms | p95 ${fmt(pct(95))} ms | p99 ${fmt(pct(99))} ms | max ${fmt(pct(100))} ms   (budget p95 ≤ ${BUDGET_P95_MS} ms)`);

await close();
if (pct(95) > BUDGET_P95_MS) {
  console.error(`p95 over budget`);
  process.exitCode = 1;
}
