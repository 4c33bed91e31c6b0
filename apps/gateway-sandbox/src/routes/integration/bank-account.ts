import type { AgentBankAccount, CreateBankAccountRequest, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { deleteBankAccount, readBankAccount, saveBankAccount } from '../../payment/bankAccount.js';
import { profileRoute, scoped } from '../../policy/policy.js';
import { errorResponses, ok, okNull, okOrNull } from '../../contract/responses.js';

/**
 * US ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 * @param routing - the 9 digits.
 */
export function abaChecksumValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = routing.split('').map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const createSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account_holder', 'routing_number', 'account_number', 'account_type'],
  properties: {
    account_holder: { type: 'string', minLength: 2, maxLength: 80, pattern: '\\S' },
    routing_number: { type: 'string', pattern: '^[0-9]{9}$' },
    account_number: { type: 'string', pattern: '^[0-9]{4,17}$' },
    account_type: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
  },
} as const;

/**
 * integration v1 bank account routes (spec §7 `agent-bank-account`; issue #4). One account per
 * agent, always the caller's own (the token's user):
 * - `GET /agent-bank-account` → `AgentBankAccount` (masked: last four only) or `null`;
 * - `POST /agent-bank-account` → the masked account; 400 when the routing number fails the
 *   ABA checksum or the account number is not 4–17 digits; 409 when one is already saved.
 *   The full number is never stored (last four + salted SHA-256) nor returned;
 * - `PUT /agent-bank-account` removes it → `{ data: null }`; 404 when there is none.
 */
export const bankAccountRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get(
    '/agent-bank-account',
    {
      schema: { response: { 200: okOrNull('AgentBankAccount') } },
      config: { policy: profileRoute(scoped), openapi: { summary: "The caller's bank account for commission payouts (masked: last four digits), or null." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const body: GatewayEnvelope<AgentBankAccount | null> = { data: await readBankAccount(db, auth.user_id) };
    return body;
  });

  app.post<{ Body: CreateBankAccountRequest }>(
    '/agent-bank-account',
    {
      schema: { body: createSchema, response: { 200: ok('AgentBankAccount'), ...errorResponses(409) } },
      config: { policy: profileRoute(scoped), openapi: { summary: "Adds the caller's one bank account (ABA routing number checked); answers it masked." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    if (!abaChecksumValid(request.body.routing_number)) {
      throw new HttpError(400, 'The routing number is not a valid US ABA routing number (checksum).');
    }
    const account = await saveBankAccount(db, auth.user_id, request.body);
    if (!account) throw new HttpError(409, 'You already have a bank account. Remove it before adding another one.');
    const body: GatewayEnvelope<AgentBankAccount> = { data: account, message: 'Bank account added.' };
    return body;
  });

  app.put(
    '/agent-bank-account',
    {
      schema: { response: { 200: okNull, ...errorResponses(404) } },
      config: { policy: profileRoute(scoped), openapi: { summary: "Removes the caller's bank account." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    if (!(await deleteBankAccount(db, auth.user_id))) throw new HttpError(404, 'You have no bank account to remove.');
    const body: GatewayEnvelope<null> = { data: null, message: 'Bank account removed.' };
    return body;
  });
};
