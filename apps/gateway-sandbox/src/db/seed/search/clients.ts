import type { SeedAgent } from '../agents.js';
import { AREA_CODES, FIRST_NAMES, LAST_NAMES, emailSlug } from '../names.js';
import type { Prng } from '../prng.js';
import { PRODUCTS, PRODUCT_TYPES } from '../../../catalogue/products.js';
import { DAY_MS } from '../../../http/dates.js';

/** Clients of the whole network at `SEED_SCALE=1`; the scale multiplies it (100 → 100,000). */
export const BASE_CLIENT_TOTAL = 1000;

/** Clients of the demo accounts at `SEED_SCALE=1` (multiplied by the scale too). */
export const DEMO_CLIENT_COUNTS = { ava: 40, uma: 20, bea: 12, leo: 6 } as const;

/** Seeded clients and their policies, column by column (cheap at 100,000 rows). */
export interface SeedClients {
  client: {
    id: number[];
    agent_id: number[];
    first_name: string[];
    last_name: string[];
    email: string[];
    phone: string[];
    created_at: string[];
  };
  policy: {
    id: number[];
    client_id: number[];
    agent_id: number[];
    policy_no: string[];
    product_id: number[];
    status: string[];
    effective_date: string[];
  };
}

/**
 * How many clients each agent owns at scale 1: Ava 40, Uma 20, Bea 12, Leo 6
 * (unlicensed, yet with clients from before: his results lead to
 * access-denied); other licensed agents 0–8, other unlicensed 0–1; then the
 * non-demo counts are evened out so the network holds exactly
 * {@link BASE_CLIENT_TOTAL}.
 */
export function clientCounts(rng: Prng, agents: readonly SeedAgent[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const agent of agents) {
    counts.set(agent.id, agent.demo ? DEMO_CLIENT_COUNTS[agent.demo] : agent.is_licensed ? rng.int(0, 8) : rng.int(0, 1));
  }
  const others = agents.filter((agent) => !agent.demo && agent.is_licensed);
  let total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  for (let index = 0; total !== BASE_CLIENT_TOTAL && others.length > 0; index += 1) {
    const id = others[index % others.length]!.id;
    const n = counts.get(id)!;
    if (total < BASE_CLIENT_TOTAL) {
      counts.set(id, n + 1);
      total += 1;
    } else if (n > 0) {
      counts.set(id, n - 1);
      total -= 1;
    }
  }
  return counts;
}

/**
 * Generates every agent's clients (count × `scale`) with 0–3 policies each
 * (about one client in five has none and shows 'N/A' in search, spec §2).
 * Policy numbers are `<type prefix>-<7 digits>`, e.g. `TL-0000042`, unique.
 * @param anchor - the seed's "today"; every date lies before it.
 */
export function generateClients(rng: Prng, agents: readonly SeedAgent[], scale: number, anchor: Date): SeedClients {
  const counts = clientCounts(rng, agents);
  const out: SeedClients = {
    client: { id: [], agent_id: [], first_name: [], last_name: [], email: [], phone: [], created_at: [] },
    policy: { id: [], client_id: [], agent_id: [], policy_no: [], product_id: [], status: [], effective_date: [] },
  };
  const { client, policy } = out;
  for (const agent of agents) {
    const count = counts.get(agent.id)! * scale;
    for (let k = 0; k < count; k += 1) {
      const id = client.id.length + 1;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const since = new Date(anchor.getTime() - rng.int(20, 1400) * DAY_MS);
      client.id.push(id);
      client.agent_id.push(agent.id);
      client.first_name.push(first);
      client.last_name.push(last);
      client.email.push(`${emailSlug(first)}.${emailSlug(last)}.c${id}@example.com`);
      client.phone.push(`+1${rng.pick(AREA_CODES)}555${String(rng.int(0, 9999)).padStart(4, '0')}`);
      client.created_at.push(since.toISOString());
      const roll = rng.next();
      const policies = roll < 0.2 ? 0 : roll < 0.75 ? 1 : roll < 0.95 ? 2 : 3;
      for (let p = 0; p < policies; p += 1) {
        const policyId = policy.id.length + 1;
        const product = rng.pick(PRODUCTS);
        const type = PRODUCT_TYPES.find((t) => t.id === product.product_type_id)!;
        const effective = new Date(since.getTime() + rng.int(0, 15) * DAY_MS);
        const statusRoll = rng.next();
        policy.id.push(policyId);
        policy.client_id.push(id);
        policy.agent_id.push(agent.id);
        policy.policy_no.push(`${type.prefix}-${String(policyId).padStart(7, '0')}`);
        policy.product_id.push(product.id);
        policy.status.push(statusRoll < 0.7 ? 'ACTIVE' : statusRoll < 0.82 ? 'PENDING' : statusRoll < 0.94 ? 'LAPSED' : 'CANCELLED');
        policy.effective_date.push(effective.toISOString().slice(0, 10));
      }
    }
  }
  return out;
}
