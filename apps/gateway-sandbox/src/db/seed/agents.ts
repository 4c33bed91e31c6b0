import {
  DEMO_ACCOUNTS,
  EMAIL_DOMAIN,
  ROLE_AGENT,
  ROLE_PRINCIPAL,
  ROLE_TEAM_LEADER,
  type DemoKey,
} from './constants.js';
import { AREA_CODES, FIRST_NAMES, LAST_NAMES, emailSlug } from './names.js';
import type { Prng } from './prng.js';
import { DAY_MS } from '../../http/dates.js';

/** One seeded agent, as inserted into `users` (password hashed at insert time). */
export interface SeedAgent {
  id: number;
  /** Hierarchy code, `AG-000001`. */
  code: string;
  email: string;
  first_name: string;
  last_name: string;
  /** E.164 phone number (fictional 555-01xx range). */
  phone: string;
  /** Path inside the hub bucket, or '' for the default image. */
  avatar_url: string;
  is_licensed: boolean;
  role_id: number;
  upline_id: number | null;
  /** Depth, 1 = top. */
  level: number;
  /** ISO 8601 time the agent joined. */
  created_at: string;
  /** Set for the demo accounts (their password is hashed individually). */
  demo: DemoKey | null;
}

/**
 * Agents per level, top first: 220 agents over 6 levels. Six, not five: Ava
 * needs at least two levels above her and three below her (the issue asks
 * for both), which needs 1 + 2 + 3 = 6 levels.
 */
export const AGENTS_PER_LEVEL: readonly number[] = [3, 8, 24, 50, 70, 65];

/**
 * Builds the agent hierarchy deterministically from `rng`.
 * Uma is the first agent of level 2, Ava (under Uma) the first of level 3,
 * Leo and Bea the next ones of level 3. Ava's downline is forced to at least
 * 5 + 12 + 20 = 37 agents over levels 4–6; other uplines are drawn at random
 * from the level above.
 * @param anchor - the seed's "today"; join dates lie before it.
 */
export function generateAgents(rng: Prng, anchor: Date): SeedAgent[] {
  const agents: SeedAgent[] = [];
  const byLevel: number[][] = [];
  const demoSlots = new Map<string, DemoKey>([
    ['2:0', 'uma'],
    ['3:0', 'ava'],
    ['3:1', 'leo'],
    ['3:2', 'bea'],
  ]);
  const forcedUnderAva: number[][] = [[], [], [], [], [], [], []];

  AGENTS_PER_LEVEL.forEach((count, levelIndex) => {
    const level = levelIndex + 1;
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = agents.length + 1;
      const demo = demoSlots.get(`${level}:${index}`) ?? null;
      const above = byLevel[levelIndex - 1] ?? [];
      let uplineId: number | null = level === 1 ? null : rng.pick(above);
      if (demo === 'uma') uplineId = above[0] ?? null;
      if (demo === 'ava') uplineId = byLevel[1]?.[0] ?? null;
      const forcedCount = [0, 0, 0, 0, 5, 12, 20][level] ?? 0;
      if (level >= 4 && index < forcedCount) {
        const parents = level === 4 ? [agents.find((a) => a.demo === 'ava')!.id] : forcedUnderAva[level - 1]!;
        uplineId = parents[index % parents.length]!;
        forcedUnderAva[level]!.push(id);
      }
      const first = demo ? DEMO_ACCOUNTS[demo].firstName : rng.pick(FIRST_NAMES);
      const last = demo ? DEMO_ACCOUNTS[demo].lastName : rng.pick(LAST_NAMES);
      const joinedDaysAgo = rng.int(60 + (6 - level) * 180, 240 + (6 - level) * 260);
      const joined = new Date(anchor.getTime() - joinedDaysAgo * DAY_MS);
      joined.setUTCHours(rng.int(13, 22), rng.int(0, 59), rng.int(0, 59), 0);
      agents.push({
        id,
        code: `AG-${String(id).padStart(6, '0')}`,
        email: demo ? DEMO_ACCOUNTS[demo].email : `${emailSlug(first)}.${emailSlug(last)}.${id}@${EMAIL_DOMAIN}`,
        first_name: first,
        last_name: last,
        phone: `+1${rng.pick(AREA_CODES)}5550${rng.int(100, 199)}`,
        avatar_url: demo === 'ava' ? `avatars/${id}.svg` : '',
        is_licensed: demo ? demo !== 'leo' : rng.chance(0.75),
        role_id: ROLE_AGENT,
        upline_id: uplineId,
        level,
        created_at: joined.toISOString(),
        demo,
      });
      ids.push(id);
    }
    byLevel.push(ids);
  });

  const hasDownline = new Set(agents.map((a) => a.upline_id).filter((id): id is number => id !== null));
  for (const agent of agents) {
    agent.role_id = agent.level === 1 ? ROLE_PRINCIPAL : hasDownline.has(agent.id) ? ROLE_TEAM_LEADER : ROLE_AGENT;
  }
  return agents;
}
