import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// `pnpm test` runs this config once per time zone (UTC, America/Los_Angeles), and the pay-cycle
// arithmetic once more under Pacific/Kiritimati (UTC+14): pay cycles are calendar dates and must
// not move with the zone.
export default defineConfig(domPreset({ setupFiles: ['@agent-portal/test-utils/setup', './src/test/i18n.ts'] }));
