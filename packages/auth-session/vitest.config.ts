import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// The session watch's chunk test counts the modal module's first load (its own module registry).
export default defineConfig(domPreset({ setupFiles: ['./src/test/setup.ts'], isolatedFiles: ['src/SessionExpiryWatch.test.tsx'] }));
