import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

// The toaster's tests need the toast module's first load (it loads notistack on first use).
export default defineConfig(domPreset({ setupFiles: ['./src/test/setup.ts'], isolatedFiles: ['src/toast/*.test.tsx'] }));
