import { hashAnswer, saveSecurityAnswer } from '../../security/answers.js';
import type { Queryable } from '../db.js';
import type { SeedAgent } from './agents.js';
import { SEED_ANCHOR } from './constants.js';

/** The security questions offered (codes are translated by the portal; the text is the English default). */
export const SECURITY_QUESTIONS: ReadonlyArray<{ id: number; code: string; text: string }> = [
  { id: 1, code: 'FIRST_PET', text: 'What was the name of your first pet?' },
  { id: 2, code: 'BIRTH_CITY', text: 'In which city were you born?' },
  { id: 3, code: 'FIRST_SCHOOL', text: 'What was the name of your first school?' },
  { id: 4, code: 'MOTHER_MAIDEN_NAME', text: "What is your mother's maiden name?" },
  { id: 5, code: 'FIRST_CAR', text: 'What was the make of your first car?' },
  { id: 6, code: 'CHILDHOOD_FRIEND', text: 'What is the name of your childhood best friend?' },
];

/** Ava's seeded answer to {@link SECURITY_QUESTIONS} id 2 (it is a sandbox). */
export const AVA_SECURITY_ANSWER = 'Austin';

/**
 * Seeds the security questions and Ava's chosen question (id 2, answer {@link AVA_SECURITY_ANSWER},
 * stored as an scrypt hash of the normalised answer).
 */
export async function seedSecurity(tx: Queryable, agents: readonly SeedAgent[], anchor: Date = SEED_ANCHOR): Promise<void> {
  await tx.query('INSERT INTO security_questions (id, code, text) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])', [
    SECURITY_QUESTIONS.map((q) => q.id),
    SECURITY_QUESTIONS.map((q) => q.code),
    SECURITY_QUESTIONS.map((q) => q.text),
  ]);
  const ava = agents.find((agent) => agent.demo === 'ava');
  if (!ava) return;
  await saveSecurityAnswer(tx, ava.id, 2, await hashAnswer(AVA_SECURITY_ANSWER), anchor.toISOString());
}
