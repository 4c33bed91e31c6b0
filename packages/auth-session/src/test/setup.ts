import { initI18n } from '@agent-portal/i18n';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n({ lng: 'en' });
});
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim()).filter(Boolean)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
