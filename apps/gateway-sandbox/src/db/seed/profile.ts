import { pdfFile, pngFile } from '../../files/sample-files.js';
import { cardFingerprint } from '../../card-provider/provider.js';
import { hashAccountNumber } from '../../storage/secrets.js';
import type { Queryable } from '../db.js';
import type { SeedAgent } from './agents.js';
import { seedLocations } from './location.js';

/** A file the profile seed writes into the hub bucket (same shape as the main seed's files). */
export interface ProfileSeedFile {
  bucket: 'hub';
  /** Path inside the bucket. */
  path: string;
  content: Buffer;
}

/** A real 96×64 RGB PNG (a soft blue card with a darker band), for a seeded "ID card" scan. */
export function seedPng(): Buffer {
  return pngFile(96, 64, (_x, y) => (y > 10 && y < 22 ? [25, 118, 210] : [210, 228, 250]));
}

/** A real one-page PDF with a line of text. */
export function seedPdf(text: string): Buffer {
  return pdfFile([text]);
}

function demoId(agents: readonly SeedAgent[], key: 'ava' | 'bea'): number {
  const agent = agents.find((a) => a.demo === key);
  if (!agent) throw new Error(`The seed has no ${key} demo agent.`);
  return agent.id;
}

function holderName(agents: readonly SeedAgent[], id: number): string {
  const agent = agents.find((a) => a.id === id)!;
  return `${agent.first_name} ${agent.last_name}`;
}

/** The seeded essential documents of Ava (id from the agents). */
function seedDocuments(avaId: number) {
  return [
    { path: `documents/${avaId}/seed-licence-certificate.pdf`, name: 'licence-certificate.pdf', mime: 'application/pdf', content: seedPdf('Insurance producer licence') },
    { path: `documents/${avaId}/seed-e-and-o-policy.pdf`, name: 'e-and-o-policy.pdf', mime: 'application/pdf', content: seedPdf('Errors and omissions policy') },
    { path: `documents/${avaId}/seed-id-card.png`, name: 'id-card.png', mime: 'image/png', content: seedPng() },
  ] as const;
}

/** Files of {@link seedProfileData} to write into the hub bucket (see `ensureSeedFiles`). */
export function profileSeedFiles(agents: readonly SeedAgent[]): ProfileSeedFile[] {
  return seedDocuments(demoId(agents, 'ava')).map((doc) => ({ bucket: 'hub', path: doc.path, content: doc.content }));
}

/**
 * The profile seed (issue #4), in the main seed's transaction: the location tables, Ava's
 * address (but no date of birth: her onboarding step left, issue #12), bank account (••••6789),
 * Visa card (••••1111) and three essential documents; Bea's Mastercard (••••4444), which the sandbox provider charges successfully.
 */
export async function seedProfileData(tx: Queryable, agents: readonly SeedAgent[]): Promise<void> {
  await seedLocations(tx);
  const ava = demoId(agents, 'ava');
  const bea = demoId(agents, 'bea');
  // Ava lives in Austin, Texas (ids looked up by name: stable whatever the seed order). She has
  // no date of birth (issue #12): the one onboarding step her progress tracker shows as left
  // (PERSONAL_INFORMATION), which she completes on my-profile#personal-information.
  await tx.query(
    `UPDATE users SET address_line1 = '1100 Congress Ave', address_line2 = 'Suite 200', postal_code = '78701',
            country_id = c.id, state_id = s.id, city_id = ci.id
       FROM countries c JOIN states s ON s.country_id = c.id JOIN cities ci ON ci.state_id = s.id
      WHERE users.id = $1 AND c.iso2 = 'US' AND s.code = 'TX' AND ci.name = 'Austin'`,
    [ava],
  );
  await tx.query(
    `INSERT INTO agent_bank_accounts (user_id, account_holder, routing_number, account_last4, account_hash, account_type, created_at)
     VALUES ($1, $3, '011000015', '6789', $2, 'CHECKING', '2025-06-02T15:00:00Z')`,
    [ava, hashAccountNumber('000123456789'), holderName(agents, ava)],
  );
  const cards = [
    { user: ava, token: 'tok_sandbox_seed_ava', number: '4111111111111111', brand: 'visa' },
    { user: bea, token: 'tok_sandbox_seed_bea', number: '5555555555554444', brand: 'mastercard' },
  ];
  for (const card of cards) {
    await tx.query(
      `INSERT INTO card_tokens (token, fingerprint, brand, last4, exp_month, exp_year) VALUES ($1, $2, $3, $4, 12, 2030)`,
      [card.token, cardFingerprint(card.number), card.brand, card.number.slice(-4)],
    );
    await tx.query(
      `INSERT INTO agent_payment_cards (user_id, token, brand, last4, exp_month, exp_year, created_at)
       VALUES ($1, $2, $3, $4, 12, 2030, '2025-06-02T15:05:00Z')`,
      [card.user, card.token, card.brand, card.number.slice(-4)],
    );
  }
  for (const [index, doc] of seedDocuments(ava).entries()) {
    await tx.query(
      `INSERT INTO essential_documents (user_id, file_name, mime_type, size_bytes, storage_path, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ava, doc.name, doc.mime, doc.content.length, doc.path, `2025-0${index + 6}-10T14:00:00Z`],
    );
  }
}
