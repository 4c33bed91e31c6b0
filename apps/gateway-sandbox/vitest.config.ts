import { nodePreset } from '@agent-portal/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * The strict-input corpus proves "nothing stored" by PostgreSQL's transaction ids (issue #13 §3).
 * On PGlite each test file has a database engine of its own; on a PostgreSQL server transaction ids
 * are handed out cluster-wide, so another test file writing to its own database at the same moment
 * moves them too. On PostgreSQL that file therefore runs alone, after the others (a second group).
 */
const ALONE_ON_POSTGRES = ['src/strict-input.test.ts'];
const onPostgres = process.env.SANDBOX_TEST_DB === 'postgres';

const preset = nodePreset();
const { include, ...shared } = preset.test!;

export default defineConfig(
  mergeConfig(onPostgres ? { test: shared } : preset, {
    test: {
      // One seeded database, dumped once and loaded by every test file (src/test/harness.ts). Set
      // on the root only: the projects below do not extend it, so it runs once, and what it
      // provides reaches every project.
      globalSetup: ['./src/test/global-setup.ts'],
      ...(onPostgres
        ? {
            projects: [
              { test: { ...shared, name: 'parallel', include, exclude: ALONE_ON_POSTGRES, sequence: { groupOrder: 0 } } },
              { test: { ...shared, name: 'alone', include: ALONE_ON_POSTGRES, sequence: { groupOrder: 1 } } },
            ],
          }
        : {}),
    },
  }),
);
