import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// `pnpm test` runs this config once per time zone (UTC, Pacific/Kiritimati UTC+14,
// America/Los_Angeles): pay cycles are calendar dates and must not move with the zone.
export default defineConfig(domPreset({ setupFiles: ['@agent-portal/test-utils/setup'] }));
