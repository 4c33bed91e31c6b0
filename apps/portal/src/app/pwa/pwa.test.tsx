import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { changeLanguage } from '@agent-portal/i18n';
import { ThemeModeProvider, createPortalTheme } from '@agent-portal/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PWA_COLORS, shellFiles, translatedManifests } from '../../../vite/pwa';
import { captureInstallPrompt } from '../../bootstrap/installPromptCapture';
import { manifestHref } from '../../bootstrap/documentTitle';
import { RuntimeConfigProvider } from '../../bootstrap/RuntimeConfigContext';
import { MobileAppMenuPopup } from '../layout/MobileAppMenuPopup';
import { clearPortalCaches, leaveClearingCaches } from './clearCaches';
import { OfflineState } from './OfflineState';
import { PwaUpdates, type ServiceWorkerModule } from './PwaUpdates';
import { UpdateToast } from './UpdateToast';
import { useOnline } from './useOnline';

const config = {
  gatewayUrl: 'http://localhost',
  signInUrl: 'http://localhost/idp/sign-in',
  socketUrl: 'http://localhost',
  hubBucketUrl: 'http://localhost/storage/hub/',
  publicBucketUrl: 'http://localhost/storage/public/',
  clientId: 'agent-portal',
  tenantId: 'agent-network',
  mobileApp: { iosUrl: '', androidUrl: '', partnerBookUrl: 'https://partners.example/book' },
} as PortalRuntimeConfig;

/** A fake `beforeinstallprompt` as Chromium dispatches it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return { offer, prompt };
}

function renderMenu() {
  const anchor = document.createElement('button');
  document.body.append(anchor);
  return render(
    <RuntimeConfigProvider value={config}>
      <ThemeModeProvider>
        <MobileAppMenuPopup anchorEl={anchor} onClose={() => undefined} />
      </ThemeModeProvider>
    </RuntimeConfigProvider>,
  );
}

afterEach(async () => {
  window.agentPortalInstallPrompt = null;
  await changeLanguage('en');
});

describe('the install item of the mobile-app menu (issue #32 §4)', () => {
  captureInstallPrompt();

  it('is absent while the browser offers no installation', () => {
    renderMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download for iOS', 'Download for Android', 'Partner book']);
  });

  it('comes first where the browser offers it, opens its dialog once, and goes after appinstalled', async () => {
    renderMenu();
    const { offer, prompt } = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Install the portal on this device', 'Download for iOS', 'Download for Android', 'Partner book']);
    await userEvent.click(items[0]!);
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Install the portal on this device' })).not.toBeInTheDocument());
    offerInstall();
    expect(await screen.findByRole('menuitem', { name: 'Install the portal on this device' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Install the portal on this device' })).not.toBeInTheDocument());
  });

  it('is worded in the agent’s language', async () => {
    await changeLanguage('de');
    renderMenu();
    offerInstall();
    expect(await screen.findByRole('menuitem', { name: 'Portal auf diesem Gerät installieren' })).toBeInTheDocument();
  });
});

describe('the new release’s toast (issue #32 §2)', () => {
  it('says a new version is ready and reloads only when the agent clicks Reload', async () => {
    const onReload = vi.fn(async () => undefined);
    render(
      <ThemeModeProvider>
        <UpdateToast onReload={onReload} />
      </ThemeModeProvider>,
    );
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('A new version is ready');
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('can be dismissed', async () => {
    render(
      <ThemeModeProvider>
        <UpdateToast onReload={() => undefined} />
      </ThemeModeProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument());
  });

  it('registers the worker after load and shows the toast once a release waits', async () => {
    let announce: () => void = () => undefined;
    const worker: ServiceWorkerModule = {
      registerPortalServiceWorker: vi.fn(),
      isUpdateReady: () => false,
      onUpdateReady: (listener) => {
        announce = listener;
        return () => undefined;
      },
      applyUpdate: vi.fn(async () => undefined),
    };
    render(
      <ThemeModeProvider>
        <PwaUpdates load={async () => worker} />
      </ThemeModeProvider>,
    );
    await waitFor(() => expect(worker.registerPortalServiceWorker).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => announce());
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('is worded in the agent’s language', async () => {
    await changeLanguage('fr');
    render(
      <ThemeModeProvider>
        <UpdateToast onReload={() => undefined} />
      </ThemeModeProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Une nouvelle version est prête');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });
});

function OnlineProbe() {
  return useOnline() ? <p>page</p> : <OfflineState />;
}

describe('the offline state (issue #32 §5)', () => {
  it('replaces the page while there is no network, announced as a status, and gives it back on online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OnlineProbe />);
    expect(screen.getByText('page')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Your data will appear when the connection is back.');
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('page')).toBeInTheDocument();
    onLine.mockRestore();
  });

  it('is worded in the agent’s language', async () => {
    await changeLanguage('ru');
    render(<OfflineState />);
    expect(screen.getByRole('status')).toHaveTextContent('Нет подключения к сети.');
  });
});

/** An in-memory Cache Storage holding `names`. */
function fakeCaches(names: string[]): CacheStorage & { names: string[] } {
  const store = {
    names: [...names],
    keys: async () => [...store.names],
    delete: async (name: string) => {
      store.names = store.names.filter((n) => n !== name);
      return true;
    },
  };
  return store as unknown as CacheStorage & { names: string[] };
}

describe('the caches at logout and session end (issue #32 §6, spec §4)', () => {
  it('deletes every cache but the precache of the release', async () => {
    const storage = fakeCaches(['workbox-precache-v2-http://localhost/', 'agent-portal-assets', 'agent-portal-config', 'something-else']);
    expect(await clearPortalCaches(storage)).toEqual(['agent-portal-assets', 'agent-portal-config', 'something-else']);
    expect(storage.names).toEqual(['workbox-precache-v2-http://localhost/']);
  });

  it('does nothing without Cache Storage', async () => {
    expect(await clearPortalCaches(undefined)).toEqual([]);
  });

  it('leaves for the sign-in page once the caches are cleared', async () => {
    const storage = fakeCaches(['agent-portal-assets']);
    vi.stubGlobal('caches', storage);
    const assign = vi.fn();
    await leaveClearingCaches('http://localhost/idp/sign-in?cause=logout', assign);
    expect(storage.names).toEqual([]);
    expect(assign).toHaveBeenCalledWith('http://localhost/idp/sign-in?cause=logout');
    vi.unstubAllGlobals();
  });

  it('leaves all the same when Cache Storage fails', async () => {
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('denied')) });
    const assign = vi.fn();
    await leaveClearingCaches('http://localhost/idp/sign-in', assign);
    expect(assign).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('the build’s manifest and precache (issue #32 §1, §3)', () => {
  it('takes the theme’s colours: the top bar’s paper and the page’s background, light and dark', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createPortalTheme(mode);
      expect(PWA_COLORS[mode]).toEqual({ theme: palette.background.paper, background: palette.background.default });
    }
  });

  it('points the manifest link at the agent’s language', () => {
    expect(manifestHref('en')).toBe('/manifest.webmanifest');
    expect(manifestHref('de')).toBe('/manifest-de.webmanifest');
    expect(manifestHref('ru-RU')).toBe('/manifest-ru.webmanifest');
    expect(manifestHref('pt')).toBe('/manifest.webmanifest');
    expect(manifestHref(undefined)).toBe('/manifest.webmanifest');
  });

  it('writes one manifest per language but English, named as that language’s common namespace names the portal', async () => {
    const manifests = await translatedManifests({ name: 'Agent Portal', short_name: 'Agent Portal', shortcuts: [{ name: 'Reports', url: '/reports' }] });
    expect(manifests.map((m) => m.fileName)).toEqual(['manifest-es.webmanifest', 'manifest-fr.webmanifest', 'manifest-de.webmanifest', 'manifest-it.webmanifest', 'manifest-ru.webmanifest']);
    expect(manifests.find((m) => m.manifest.lang === 'de')?.manifest).toMatchObject({ name: 'Agentenportal', short_name: 'Agentenportal', shortcuts: [{ name: 'Berichte', url: '/reports' }] });
    expect(manifests.find((m) => m.manifest.lang === 'ru')?.manifest.name).toBe('Портал агентов');
  });

  it('precaches the entries and the landing route with what they import, not the other routes', () => {
    const files = shellFiles({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
      'src/boot.tsx': { file: 'assets/boot-b.js', isEntry: true, css: ['assets/boot-b.css'] },
      '_shared.js': { file: 'assets/shared-c.js', imports: ['index.html'] },
      'src/DashboardRoute.tsx': { file: 'assets/DashboardRoute-d.js', imports: ['_widgets.js'] },
      '_widgets.js': { file: 'assets/widgets-e.js' },
      'src/ReportsRoute.tsx': { file: 'assets/ReportsRoute-f.js', imports: ['_chart.js'] },
      '_chart.js': { file: 'assets/chart-g.js' },
    });
    expect([...files].sort()).toEqual(['assets/DashboardRoute-d.js', 'assets/boot-b.css', 'assets/boot-b.js', 'assets/index-a.js', 'assets/shared-c.js', 'assets/widgets-e.js']);
  });
});
