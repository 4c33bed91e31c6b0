/**
 * `pnpm --filter @agent-portal/gateway-sandbox migrations:checksum`: lists the checksum of each new
 * migration file in `checksums.json` (see {@link updateChecksums}); exits 1 when a released
 * migration file changed.
 */
import { updateChecksums } from './checksums.js';

try {
  const added = updateChecksums();
  console.log(added.length > 0 ? `checksums.json: added ${added.join(', ')}` : 'checksums.json: up to date');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
