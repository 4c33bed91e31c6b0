import { initI18n } from '@agent-portal/i18n';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n({ lng: 'en' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());
