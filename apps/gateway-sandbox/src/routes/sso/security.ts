import type {
  ChangeSecurityQuestionRequest,
  GatewayEnvelope,
  SecurityQuestionChoice,
  SignUpSecurity,
} from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { signInLimitsOf } from '../../sign-in/limits.js';
import { assertCurrentPassword, PASSWORD_MAX_LENGTH } from './password.js';
import { scoped, sessionRoute } from '../../policy/policy.js';
import { MAX_ID } from '../../http/ids.js';
import { errorResponses, ok } from '../../contract/responses.js';
import { currentChoice, hashAnswer, isSecurityQuestion, listSecurityQuestions, normalizeAnswer, saveSecurityAnswer } from '../../security/answers.js';

const bodySchema = {
  type: 'object',
  required: ['question_id', 'answer', 'current_password'],
  additionalProperties: false,
  properties: {
    question_id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    answer: { type: 'string', minLength: 1, maxLength: 100 },
    current_password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

/**
 * sso v1 sign-up security (spec §7; issue #4 account-setting):
 *
 * - `GET /sign-up-security` → {@link SignUpSecurity}: the question list and the caller's current
 *   question (never the answer).
 * - `PUT /sign-up-security/change-identity-security-question` body {@link ChangeSecurityQuestionRequest}
 *   → `{ data: SecurityQuestionChoice, message }` (the choice just saved). Unknown question → 400; an answer of
 *   fewer than 2 characters (after trimming) → 400; `current_password` is required (missing → 400,
 *   issue #26 finding 5: an account-recovery factor never changes with a bearer token alone) and
 *   checked like the password change's ({@link assertCurrentPassword}: wrong → 400 "The current
 *   password is not correct.", counted on the account's sign-in failures; past the limit → 429
 *   `RATE_LIMITED` with `Retry-After`). Nothing is stored unless every check passed.
 *   The answer is stored as an scrypt hash of its normalised form ({@link normalizeAnswer}).
 */
export const ssoSecurityRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  app.get(
    '/sign-up-security',
    {
      schema: { response: { 200: ok('SignUpSecurity') } },
      config: { policy: sessionRoute(scoped), openapi: { summary: "The security questions and the caller's current choice (never the answer)." } },
    },
    async (request) => {
    const auth = requireAuth(request);
    const questions = await listSecurityQuestions(db);
    const body: GatewayEnvelope<SignUpSecurity> = { data: { questions, current: await currentChoice(db, auth.user_id) } };
    return body;
  });

  app.put<{ Body: ChangeSecurityQuestionRequest }>(
    '/sign-up-security/change-identity-security-question',
    {
      schema: { body: bodySchema, response: { 200: ok('SecurityQuestionChoice'), ...errorResponses(429) } },
      config: {
        policy: sessionRoute(scoped),
        openapi: { summary: "Sets the caller's security question and answer (stored hashed); needs the current password." },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { question_id, answer, current_password } = request.body;
      const normalized = normalizeAnswer(answer);
      if (normalized.length < 2) throw new HttpError(400, 'The answer must have at least 2 characters.');
      if (!(await isSecurityQuestion(db, question_id))) throw new HttpError(400, 'Choose one of the listed security questions.');
      await assertCurrentPassword(db, auth.user_id, current_password, signInLimitsOf(config));
      await saveSecurityAnswer(db, auth.user_id, question_id, await hashAnswer(answer));
      const body: GatewayEnvelope<SecurityQuestionChoice> = {
        data: (await currentChoice(db, auth.user_id))!,
        message: 'Your security question has been saved.',
      };
      return body;
    },
  );
};
