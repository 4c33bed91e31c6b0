import { configureGateway, supportApi } from '@agent-portal/api-client';
import { changeLanguage } from '@agent-portal/i18n';
import { server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { showToast } from '@agent-portal/ui-kit';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalLoader } from './layout/GlobalLoader';
import { PortalToasts } from './PortalToasts';
import { createStore } from './store';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the shell’s accessible names follow the language (issue #29)', () => {
  it('names the toast’s dismiss button in the agent’s language', async () => {
    await changeLanguage('de');
    render(<PortalToasts />);
    showToast('Gespeichert', 'success');
    expect(await screen.findByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();
  });

  it('names the global loader in the agent’s language', async () => {
    configureGateway({ gatewayUrl: TEST_ORIGIN, retryDelayMs: 0 });
    let release: () => void = () => undefined;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/support/faq`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { categories: [], count: 0 } });
      }),
    );
    await changeLanguage('ru');
    const store = createStore();
    const request = store.dispatch(supportApi.endpoints.getFaq.initiate());
    render(
      <Provider store={store}>
        <GlobalLoader />
      </Provider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
    release();
    await request;
    request.unsubscribe();
  });
});
