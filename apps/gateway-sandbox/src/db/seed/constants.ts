/**
 * The fixed "today" of the seed data, 2026-11-17 (a Tuesday, the first day of
 * a pay cycle). Every seeded date is computed from it, so the data never
 * depends on the day the sandbox first starts.
 */
export const SEED_ANCHOR = new Date(Date.UTC(2026, 10, 17, 12, 0, 0));

/** Seed of the PRNG; change it and every generated name and status changes. */
export const SEED_PRNG_SEED = 20261117;

/** Version of the seed data, stored in `settings.seed_version` once seeded. */
export const SEED_VERSION = '1';

/** Password of every demo account (it is a sandbox: shown on the sign-in page). */
export const DEMO_PASSWORD = 'Sandbox!2026';

/** Domain of every seeded email address. */
export const EMAIL_DOMAIN = 'agent-portal.test';

/**
 * Role ids of the seed (`roles` table). Role names beyond these are not in the spec (§6). Roles 1–3
 * are the agent hierarchy's; role 4, {@link ROLE_SUPPORT}, is support staff outside it (issue #26).
 */
export const ROLES = [
  { id: 1, name: 'Agency Principal' },
  { id: 2, name: 'Team Leader' },
  { id: 3, name: 'Agent' },
  { id: 4, name: 'Support' },
] as const;

/** Role id of a top-level agent. */
export const ROLE_PRINCIPAL = 1;
/** Role id of an agent with a downline. */
export const ROLE_TEAM_LEADER = 2;
/** Role id of an agent without a downline. */
export const ROLE_AGENT = 3;
/**
 * Role id of support staff (issue #26): not an agent — no upline, no downline, no `tree_path`, no
 * invoices — so no team, search, report or count of agents includes them. Tokens of a support user
 * carry `role_id: 4`. Support may read every ticket's attachments (`/storage/hub/tickets/…`).
 */
export const ROLE_SUPPORT = 4;

/**
 * Email of the seeded support account, Sue Support (role {@link ROLE_SUPPORT}, password
 * {@link DEMO_PASSWORD}); seeded by `seedSupportStaff` (src/db/seed/staff.ts), on a fresh database
 * and on an older one alike (issue #26).
 */
export const SUPPORT_ACCOUNT = `sue.support@${EMAIL_DOMAIN}`;

/**
 * Ids of the seeded agents (level 6, no downline) that the end-to-end specs sign in as to change
 * or end sessions and to receive notifications (`e2e/support/admin.ts` `AGENTS`: Sophia Rossi 156,
 * Hannah Garcia 157, Liam Diallo 158, Aisha Wright 159). Seeds that put agents into a problem state
 * (blocked, missing documents…) leave them alone, so those specs meet an ordinary active agent.
 */
export const SESSION_SPEC_AGENT_IDS: readonly number[] = [156, 157, 158, 159];

/** Key of a demo account. */
export type DemoKey = 'ava' | 'uma' | 'leo' | 'bea';

/** The demo accounts (spec'd by the issue; listed on the sign-in page). */
export const DEMO_ACCOUNTS: Record<DemoKey, { email: string; firstName: string; lastName: string; note: string }> = {
  ava: {
    email: `ava.licensed@${EMAIL_DOMAIN}`,
    firstName: 'Ava',
    lastName: 'Martinez',
    note: 'Licensed, with uplines and a large downline; invoices paid.',
  },
  uma: {
    email: `uma.upline@${EMAIL_DOMAIN}`,
    firstName: 'Uma',
    lastName: 'Okonkwo',
    note: "Licensed; Ava's direct upline.",
  },
  leo: {
    email: `leo.unlicensed@${EMAIL_DOMAIN}`,
    firstName: 'Leo',
    lastName: 'Fischer',
    note: 'Not licensed: licensed-only pages are denied.',
  },
  bea: {
    email: `bea.blocked@${EMAIL_DOMAIN}`,
    firstName: 'Bea',
    lastName: 'Nakamura',
    note: 'Licensed but blocked: her two latest CP_UTILIZATION invoices failed.',
  },
};
