import { generateAgents, type SeedAgent } from './agents.js';
import { avatarSvg } from './avatar.js';
import { SEED_ANCHOR, SEED_PRNG_SEED } from './constants.js';
import { generateInvoices, type SeedInvoice } from './invoices.js';
import { createPrng } from './prng.js';

/** A file the seed places in object storage. */
export interface SeedFile {
  bucket: 'hub' | 'public';
  /** Relative path inside the bucket, `/`-separated. */
  path: string;
  /** Text (written as UTF-8) or bytes. */
  content: string | Buffer;
}

/** Everything the seed writes, generated in memory first (pure, deterministic). */
export interface SeedData {
  agents: SeedAgent[];
  invoices: SeedInvoice[];
  files: SeedFile[];
}

/**
 * Generates the complete seed data. Same output on every call and machine:
 * a fixed PRNG seed and dates relative to {@link SEED_ANCHOR}.
 */
export function generateSeedData(): SeedData {
  const rng = createPrng(SEED_PRNG_SEED);
  const agents = generateAgents(rng, SEED_ANCHOR);
  const invoices = generateInvoices(rng, agents, SEED_ANCHOR);
  const files: SeedFile[] = agents
    .filter((agent) => agent.avatar_url)
    .map((agent) => ({
      bucket: 'hub' as const,
      path: agent.avatar_url,
      content: avatarSvg(agent.first_name[0]! + agent.last_name[0]!, (agent.id * 47) % 360),
    }));
  files.push({ bucket: 'public', path: 'images/default-avatar.svg', content: avatarSvg('', 210) });
  return { agents, invoices, files };
}
