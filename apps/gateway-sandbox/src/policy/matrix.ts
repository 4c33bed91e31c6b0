import type { RegisteredRoute } from './enforce.js';
import type { RoutePolicy } from './policy.js';

/** The personas of the policy matrix (issue #26), in the README's column order. */
export const PERSONAS = ['anonymous', 'ava', 'leo', 'bea', 'uma', 'support'] as const;

/** One persona of the matrix. */
export type Persona = (typeof PERSONAS)[number];

/** Column titles of {@link PERSONAS}. */
export const PERSONA_TITLES: Readonly<Record<Persona, string>> = {
  anonymous: 'anonymous',
  ava: 'Ava (licensed, owner)',
  leo: 'Leo (unlicensed)',
  bea: 'Bea (blocked)',
  uma: "Uma (Ava's upline)",
  support: 'support',
};

/**
 * What the matrix knows of a persona, read from the seeded database (not from the policy code):
 * its licence, block and role, and how it relates to Ava, whose records every sample request names.
 */
export interface PersonaFacts {
  signedIn: boolean;
  support: boolean;
  licensed: boolean;
  blocked: boolean;
  /** The persona is Ava. */
  self: boolean;
  /** Ava is in the persona's downline (the persona is one of Ava's uplines). */
  aboveAva: boolean;
  /** The persona is in Ava's downline. */
  belowAva: boolean;
}

/** A policy outcome: `allowed` (the policy let the call through), `401`, or `403 <reason>`. */
export type PolicyOutcome = 'allowed' | '401' | `403 ${string}`;

/**
 * The outcome the declared `policy` must give a persona calling a sample request that names Ava's
 * records (issue #26): the order of the checks is the hook's (role, block, licence, owner).
 * `licensedWhenSampled`: whether the sample request carries a value that needs a licence.
 */
export function expectedOutcome(policy: RoutePolicy, who: PersonaFacts, licensedWhenSampled: boolean): PolicyOutcome {
  if (!who.signedIn) return '401';
  if (policy.caller === 'agent' && who.support) return '403 AGENTS_ONLY';
  if (policy.caller === 'support' && !who.support) return '403 SUPPORT_ONLY';
  if (policy.blocked === 'deny' && who.blocked) return '403 BLOCKED';
  const needsLicence = policy.licensed === true || (policy.licensed !== false && licensedWhenSampled);
  if (needsLicence && !who.licensed) return '403 UNLICENSED';
  const owner = policy.owner;
  if (!owner || owner.kind === 'scoped') return 'allowed';
  if (owner.kind === 'hierarchy') {
    const readable = who.self || who.aboveAva || (owner.reach === 'downline-or-upline' && who.belowAva);
    return readable ? 'allowed' : '403 NOT_OWNER';
  }
  return who.self ? 'allowed' : '403 NOT_OWNER';
}

/** `GET /integration/v1/users/:id` — the key of a route in the matrix. */
export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * The policy matrix as a Markdown table: one row per route (sorted by path, then method), its
 * declared policy, and one column per persona.
 */
export function matrixTable(
  rows: ReadonlyArray<{ route: RegisteredRoute; policy: string; outcomes: Readonly<Record<Persona, PolicyOutcome>> }>,
): string {
  const sorted = [...rows].sort((a, b) => a.route.url.localeCompare(b.route.url) || a.route.method.localeCompare(b.route.method));
  const header = `| route | policy | ${PERSONAS.map((p) => PERSONA_TITLES[p]).join(' | ')} |`;
  const rule = `|---|---|${PERSONAS.map(() => '---').join('|')}|`;
  const lines = sorted.map(
    ({ route, policy, outcomes }) =>
      `| \`${routeKey(route)}\` | ${policy} | ${PERSONAS.map((p) => (outcomes[p] === 'allowed' ? '✓' : outcomes[p])).join(' | ')} |`,
  );
  return [header, rule, ...lines].join('\n');
}
