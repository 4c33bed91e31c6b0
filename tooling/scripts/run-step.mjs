// Shared by the test command's proofs (tooling/consumer-proof, tooling/release-proof).
import { execFileSync } from 'node:child_process';

/**
 * Runs one step of a proof: `command args` in `cwd` with `env`, output captured. Prints
 * `✓ step (seconds)` on success; on failure prints `✗ step` with the step's stdout and stderr and
 * throws.
 * @returns the step's stdout (a string).
 * @throws Error `failed at: <step>` when the command exits non-zero or cannot start.
 */
export function runStep(step, cwd, command, args, env = process.env) {
  const started = Date.now();
  try {
    const out = execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    console.log(`✓ ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return out;
  } catch (error) {
    console.error(`✗ ${step}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`failed at: ${step}`);
  }
}
