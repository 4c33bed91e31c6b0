import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(domPreset({ setupFiles: ['@agent-portal/test-utils/setup', './src/app/i18n.testSetup.ts'] }));
