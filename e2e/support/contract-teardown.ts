import { E2E_ADMIN_TOKEN, baseURL } from './env';

/**
 * Global teardown of the e2e suite (issue #31 item 4): the sandbox ran with
 * `SANDBOX_VALIDATE_RESPONSES=1`, so every gateway answer the portal received was checked against
 * its route's response schema (a mismatch was answered as a 500, which the step may not have
 * noticed); this fails the run when the sandbox recorded any, listing them
 * (`GET /sandbox/contract-violations`, a sandbox admin route).
 * @throws when the sandbox recorded a contract violation, or cannot be asked.
 */
export default async function contractTeardown(): Promise<void> {
  const response = await fetch(`${baseURL}/sandbox/contract-violations`, { headers: { 'X-Sandbox-Admin': E2E_ADMIN_TOKEN } });
  if (!response.ok) throw new Error(`The sandbox's contract violations could not be read: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { route: string; status: number; problem: string }[] };
  if (data.length > 0) {
    throw new Error(`The gateway answered ${data.length} time(s) against its OpenAPI contract:\n${data.map((v) => `- ${v.route} → ${v.status}: ${v.problem}`).join('\n')}`);
  }
}
