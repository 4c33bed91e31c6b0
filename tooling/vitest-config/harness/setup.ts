/**
 * The plain setup file (`domPreset({ setupFiles: ['@agent-portal/vitest-config/harness/setup'] })`),
 * for a package whose tests need no gateway, i18n or toasts (i18n itself): the MSW server
 * (unhandled requests fail) and a clean page (cookies, storage, URL) after each test.
 * @packageDocumentation
 */
import { installTestLifecycle } from './lifecycle.js';

installTestLifecycle();
