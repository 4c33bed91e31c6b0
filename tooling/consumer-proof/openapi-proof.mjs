// Issue #31, "a consumer generates a client": in the consumer app (outside the workspace, api-client
// installed from its tarball), openapi-typescript turns the published document
// (`@agent-portal/api-client/openapi.json`, resolved through the package's `exports`) into types,
// `tsc` compiles a client on openapi-fetch with them (app/openapi-client/client.ts), then the built
// gateway sandbox is started (PGlite in a temporary DATA_DIR, a free port), Ava signs in through the
// identity provider's form, and the client's calls are checked against what the sandbox answers.
// The sandbox started here is stopped (by its process) whatever happens.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How long the sandbox may take to serve (first start: PGlite created and seeded). */
const START_TIMEOUT_MS = 60_000;

/**
 * Generates the client's types, compiles it and calls the sandbox through it.
 * @param {{ root: string, app: string, work: string, env: NodeJS.ProcessEnv, run: (step: string, cwd: string, command: string, args: string[]) => void }} context
 *   the workspace root, the consumer app's folder (npm-installed), the temporary folder, the
 *   environment for child processes and run.mjs's step runner.
 */
export async function proveGeneratedClient({ root, app, work, env, run }) {
  const document = createRequire(join(app, 'package.json')).resolve('@agent-portal/api-client/openapi.json');
  assert.ok(document.startsWith(join(app, 'node_modules')), `the document resolved outside the app: ${document}`);
  run(`openapi-typescript on ${relative(app, document)}`, app, join(app, 'node_modules/.bin/openapi-typescript'), [document, '--output', 'openapi-client/gateway.d.ts']);
  run('tsc, the openapi-fetch client on the generated types', app, join(app, 'node_modules/.bin/tsc'), ['-p', 'openapi-client/tsconfig.json']);

  try {
    await callTheSandbox(root, app, work, env);
  } catch (error) {
    throw new Error(`consumer proof failed at: the generated client against the sandbox: ${error instanceof Error ? error.message : error} (folder kept: ${app})`);
  }
}

/** Starts the sandbox, signs Ava in and checks what the compiled client reads; stops the sandbox. */
async function callTheSandbox(root, app, work, env) {
  const started = Date.now();
  const server = join(root, 'apps/gateway-sandbox/dist/server.js');
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import(pathToFileURL(join(root, 'apps/gateway-sandbox/dist/db/seed/constants.js')).href);
  const sandbox = await startSandbox(server, join(work, 'sandbox-data'), env);
  try {
    const { token, userId } = await signIn(sandbox.url, DEMO_ACCOUNTS.ava.email, DEMO_PASSWORD);
    const { readGateway } = await import(pathToFileURL(join(app, 'openapi-client/out/client.js')).href);
    const read = await readGateway(sandbox.url, token, userId);
    assert.equal(read.profile.id, userId);
    assert.equal(read.profile.email, DEMO_ACCOUNTS.ava.email);
    assert.equal(read.profile.first_name, DEMO_ACCOUNTS.ava.firstName);
    assert.equal(read.profile.is_licensed, true);
    assert.ok(read.countries.some((country) => country.iso2 === 'US' && country.name.length > 0), 'no US among the countries');
    assert.equal(read.refused.status, 403);
    assert.equal(read.refused.body?.statusCode, 403);
    console.log(`✓ the sandbox called through the generated client: ${read.profile.first_name}'s profile, ${read.countries.length} countries, another agent's profile refused (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await sandbox.stop();
  }
}

/**
 * Starts `node apps/gateway-sandbox/dist/server.js` on a free port of 127.0.0.1, on PGlite in
 * `dataDir` (the workspace's DATABASE_URL and REDIS_URL are not passed on).
 * @returns its URL and `stop()`, which ends that process (SIGTERM, SIGKILL after 5 s).
 * @throws when it exits or does not serve within {@link START_TIMEOUT_MS}.
 */
function startSandbox(server, dataDir, env) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, PUBLIC_URL: _public, ...rest } = env;
  const child = spawn(process.execPath, [server], {
    env: { ...rest, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the sandbox did not serve within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk;
      const match = /serving http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({ url: `http://127.0.0.1:${match[1]}`, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}) before serving:\n${output}`));
    });
  });
}

/**
 * Signs `email` in through the identity provider's form (`POST /idp/sign-in`, spec §2): its 302
 * carries the session token (`?sso=`), which the portal keeps as the `access_token` cookie.
 * @returns the token and the agent's id (the token's `user_id` claim).
 */
async function signIn(base, email, password) {
  const response = await fetch(`${base}/idp/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const token = new URL(location).searchParams.get('sso');
  if (!token) throw new Error(`sign-in of ${email}: no token in ${location}`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return { token, userId: Number(claims.user_id) };
}
