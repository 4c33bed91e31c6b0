/**
 * The vitest setup file of packages below i18n and the UI kit (api-client, i18n itself):
 * `domPreset({ setupFiles: ['@agent-portal/test-utils/setup-no-i18n'] })`. Like
 * `@agent-portal/test-utils/setup` without initialising i18next or closing toasts: MSW
 * server (unhandled requests fail), the gateway pointed at `TEST_ORIGIN`,
 * and a clean page (cookies, storage, URL) after each test.
 * @packageDocumentation
 */
import { installTestLifecycle } from './lifecycle.js';

installTestLifecycle();
