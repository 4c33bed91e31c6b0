import type { SeedAgent } from '../agents.js';
import type { Prng } from '../prng.js';
import { TICKET_STATUSES } from '@agent-portal/api-client/wire';
import { TICKET_SUBJECTS } from './catalogue.js';
import type { SeedClients } from './clients.js';
import { DAY_MS } from '../../../http/dates.js';

/** One row of `tickets`. */
export interface SeedTicket {
  id: number;
  user_id: number;
  /** `TCK-000123` (spec §3 Search result `ticket`). */
  ticket: string;
  subject: string;
  status: (typeof TICKET_STATUSES)[number];
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601, at or after `created_at`. */
  updated_at: string;
}

/**
 * A few support tickets per agent: 5 for each demo account (one per status at
 * least), 0–3 for the others. A subject may name one of the agent's policies.
 */
export function generateTickets(rng: Prng, agents: readonly SeedAgent[], clients: SeedClients, anchor: Date): SeedTicket[] {
  const policyOf = new Map<number, string>();
  const ownerOfClient = new Map<number, number>();
  clients.client.id.forEach((id, index) => ownerOfClient.set(id, clients.client.agent_id[index]!));
  clients.policy.client_id.forEach((clientId, index) => {
    const owner = ownerOfClient.get(clientId)!;
    if (!policyOf.has(owner)) policyOf.set(owner, clients.policy.policy_no[index]!);
  });
  const tickets: SeedTicket[] = [];
  for (const agent of agents) {
    const count = agent.demo ? 5 : rng.int(0, 3);
    for (let k = 0; k < count; k += 1) {
      const id = tickets.length + 1;
      let subject = rng.pick(TICKET_SUBJECTS);
      const policy = policyOf.get(agent.id);
      if (subject.includes('{policy}')) subject = policy ? subject.replace('{policy}', policy) : 'Question about my latest commission statement';
      const created = new Date(anchor.getTime() - rng.int(1, 300) * DAY_MS - rng.int(0, 86_399) * 1000);
      const status = agent.demo ? TICKET_STATUSES[k % TICKET_STATUSES.length]! : rng.pick(TICKET_STATUSES);
      tickets.push({
        id,
        user_id: agent.id,
        ticket: `TCK-${String(id).padStart(6, '0')}`,
        subject,
        status,
        created_at: created.toISOString(),
        updated_at: new Date(Math.min(anchor.getTime(), created.getTime() + (status === 'OPEN' ? 0 : rng.int(1, 20) * DAY_MS))).toISOString(),
      });
    }
  }
  return tickets;
}
