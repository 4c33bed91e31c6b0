import type { ComplianceState, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import { complianceState } from '../../compliance/state.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { ownPathId, profileRoute } from '../../policy/policy.js';
import { readQuery } from '../../http/query.js';
import { ok } from '../../contract/responses.js';

const noQuery = (request: FastifyRequest) => readQuery(request, []);

/**
 * integration v1 compliance route (issue #11; docs/CONTRACTS.md "Compliance"):
 * `GET /users/{id}/compliance` → `{data: ComplianceState}` computed now (real clock, today in UTC).
 * Own id only: any other id → 403; kept by a blocked agent, whose state names the block (issue #26); an id that is not a positive whole number → 400; a query
 * parameter → 400.
 */
export const complianceRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>(
    '/users/:id/compliance',
    {
      schema: { response: { 200: ok('ComplianceState') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "The agent's compliance state now: licence, essential documents, payments (own id only)." } },
    },
    async (request) => {
      noQuery(request);
      const id = requireAuth(request).user_id;
      const state = await complianceState(db, id);
      if (!state) throw new HttpError(404, 'No such agent.');
      const body: GatewayEnvelope<ComplianceState> = { data: state };
      return body;
    },
  );
};
