import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(domPreset({ setupFiles: ['@agent-portal/test-utils/setup', './src/test/i18n.ts'] }));
