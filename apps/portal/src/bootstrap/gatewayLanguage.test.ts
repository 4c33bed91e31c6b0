import { configureGateway, supportApi } from '@agent-portal/api-client';
import { changeLanguage, i18n } from '@agent-portal/i18n';
import { server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { portalLanguage, refetchGatewayOnLanguageChange } from './gatewayLanguage';

const FAQ_URL = `${TEST_ORIGIN}/integration/v1/support/faq`;
const faqIn = (lang: string | null) => ({ categories: [{ key: 'ACCOUNT', title: lang === 'de' ? 'Konto' : 'Account', questions: [] }], count: 0 });

let stop: (() => void) | undefined;

beforeEach(() => {
  configureGateway({ gatewayUrl: TEST_ORIGIN, getLanguage: portalLanguage, retryDelayMs: 0 });
});

afterEach(async () => {
  stop?.();
  stop = undefined;
  await changeLanguage('en');
});

describe('the gateway follows the agent’s language (issue #29, spec §2)', () => {
  it('portalLanguage is i18next’s language', async () => {
    expect(portalLanguage()).toBe('en');
    await changeLanguage('ru');
    expect(portalLanguage()).toBe('ru');
  });

  it('a query on screen refetches with the new Accept-Language after changeLanguage, its data shown meanwhile', async () => {
    const seen: Array<string | null> = [];
    let release: () => void = () => undefined;
    server.use(
      http.get(FAQ_URL, async ({ request }) => {
        const lang = request.headers.get('accept-language');
        seen.push(lang);
        // The second answer waits, so the test can look at the state while it is pending.
        if (seen.length === 2) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: faqIn(lang) });
      }),
    );
    const store = createStore();
    stop = refetchGatewayOnLanguageChange(store.dispatch);
    const subscription = store.dispatch(supportApi.endpoints.getFaq.initiate());
    await subscription;
    expect(seen).toEqual(['en']);

    await changeLanguage('de');
    await expect.poll(() => seen).toEqual(['en', 'de']);
    const during = supportApi.endpoints.getFaq.select()(store.getState());
    expect(during.status).toBe('pending');
    expect(during.data?.categories[0]?.title).toBe('Account');
    release();
    await expect.poll(() => supportApi.endpoints.getFaq.select()(store.getState()).data?.categories[0]?.title).toBe('Konto');
    subscription.unsubscribe();
  });

  it('refetches nothing when the language does not change, and stops listening when stopped', async () => {
    const seen: Array<string | null> = [];
    server.use(http.get(FAQ_URL, ({ request }) => (seen.push(request.headers.get('accept-language')), HttpResponse.json({ data: faqIn(null) }))));
    const store = createStore();
    stop = refetchGatewayOnLanguageChange(store.dispatch);
    const subscription = store.dispatch(supportApi.endpoints.getFaq.initiate());
    await subscription;
    await changeLanguage('en');
    await i18n.changeLanguage('en');
    stop();
    await changeLanguage('fr');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['en']);
    subscription.unsubscribe();
  });
});
